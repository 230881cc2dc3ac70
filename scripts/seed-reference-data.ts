// `tsx scripts/seed-reference-data.ts DIR`: DIR becomes a seeded reference API data directory, a copy of
// the template (reference-api/data-template.ts), before a test server starts on it.
import { seedReferenceData } from "../reference-api/data-template";

const dir = process.argv[2];
if (!dir) {
  process.stderr.write("usage: tsx scripts/seed-reference-data.ts DIR\n");
  process.exit(2);
}
await seedReferenceData(dir);
