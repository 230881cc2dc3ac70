import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { LANGUAGES, type Language } from "../app/language";
import { buildDirectoryOf } from "../vite/language";

/** The server half of each language's build (decision 164); their browser files share build/client. */
export type ServerBuilds = Record<Language, ServerBuild>;

/** Each language's server build file under `root`: `npm run build` writes them all. */
export function serverBuildFiles(root: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, path.join(root, buildDirectoryOf(language), "server/index.js")])) as Record<Language, string>;
}

/** The processes' bundles (scripts/bundle-processes.ts) under `root`: `npm run build` writes them too. */
export const PROCESS_BUNDLES = ["build/serve.mjs", "build/reference-api.mjs"];

/** Whether every language's build and the processes' bundles are there (scripts build first when one is missing). */
export function builtToStart(root: string): boolean {
  return [...Object.values(serverBuildFiles(root)), ...PROCESS_BUNDLES.map((file) => path.join(root, file))].every((file) => existsSync(file));
}

/** Each language's server build, imported once: a missing one stops the start with what to run. */
export async function importServerBuilds(root: string): Promise<ServerBuilds> {
  const builds: Partial<ServerBuilds> = {};
  for (const [language, file] of Object.entries(serverBuildFiles(root)) as Array<[Language, string]>) {
    if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` (it builds every language)`);
    builds[language] = (await import(pathToFileURL(file).href)) as ServerBuild;
  }
  return builds as ServerBuilds;
}
