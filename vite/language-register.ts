import { register } from "node:module";

// `node --import tsx --import ./vite/language-register.ts`: after tsx, so that the hooks are TypeScript too.
register("./language-hooks.ts", import.meta.url);
