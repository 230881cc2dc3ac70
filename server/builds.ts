import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { LANGUAGES, type Language } from "../app/language";
import { buildDirectoryOf } from "../vite/language";

/** The server half of each language's build (decision 164); their browser files share build/client. */
export type ServerBuilds = Record<Language, ServerBuild>;

/** Each language's server build, imported once: a missing one stops the start with what to run. */
export async function importServerBuilds(root: string): Promise<ServerBuilds> {
  const builds: Partial<ServerBuilds> = {};
  for (const language of LANGUAGES) {
    const file = path.join(root, buildDirectoryOf(language), "server/index.js");
    if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` (it builds every language)`);
    builds[language] = (await import(pathToFileURL(file).href)) as ServerBuild;
  }
  return builds as ServerBuilds;
}
