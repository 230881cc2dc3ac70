import { writeFileSync } from "node:fs";
import { contractDocumentText, DOCUMENT_PATH } from "./contract/document";

// `npm run contract:document`: writes the upstream contract the client's schemas make (issue 43).
writeFileSync(DOCUMENT_PATH, contractDocumentText());
console.log(`wrote ${DOCUMENT_PATH}`);
