import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createReferenceApi } from "../../../reference-api/app";
import { HITS_DIR, ROUTE_TESTS_DIR } from "./paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** A reference API data directory, migrated and seeded, that each test file copies for its own. */
    referenceTemplate: string;
  }
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => keep(file) && statSync(file).isFile())
    .sort();
}

/** The route tests run the build: rebuilt when anything it is made from is newer (or it is missing). */
function freshBuild(): void {
  const built = "build/server/index.js";
  const sources = [...filesUnder("app", () => true), "vite.config.ts", "react-router.config.ts", "package-lock.json"];
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const stale = sources.find((file) => statSync(file).mtimeMs > builtAt);
  if (builtAt && !stale) return;
  process.stdout.write(`route tests: building the application (${builtAt ? `${stale} changed` : "no build yet"})\n`);
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("route tests: `react-router build` failed");
}

/**
 * Creating a reference API database costs PGlite's initdb (10–25 s on this machine); opening a copy
 * of one costs about a second. The template is made once per version of the reference API's sources
 * and kept in data/ between runs.
 */
async function referenceTemplate(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of filesUnder("reference-api", (name) => name.endsWith(".ts") && !name.includes(`${path.sep}tests${path.sep}`))) {
    hash.update(file).update(readFileSync(file));
  }
  const name = `template-${hash.digest("hex").slice(0, 16)}`;
  const template = path.join(ROUTE_TESTS_DIR, name);
  if (existsSync(template)) return template;
  mkdirSync(ROUTE_TESTS_DIR, { recursive: true });
  for (const old of readdirSync(ROUTE_TESTS_DIR).filter((entry) => entry.startsWith("template-"))) {
    rmSync(path.join(ROUTE_TESTS_DIR, old), { recursive: true, force: true });
  }
  const making = `${template}.making-${process.pid}`;
  const api = await createReferenceApi({ appEnv: "Test", database: { kind: "dir", path: making } });
  await api.close();
  renameSync(making, template);
  return template;
}

export default async function setup(project: TestProject): Promise<void> {
  // Only the hits of this run count for the coverage check (coverage.test.ts).
  rmSync(HITS_DIR, { recursive: true, force: true });
  // A file stopped before its afterAll leaves its data directory behind: nothing of a past run is kept.
  if (existsSync(ROUTE_TESTS_DIR)) {
    for (const entry of readdirSync(ROUTE_TESTS_DIR).filter((name) => name.startsWith("app-"))) rmSync(path.join(ROUTE_TESTS_DIR, entry), { recursive: true, force: true });
  }
  mkdirSync(HITS_DIR, { recursive: true });
  freshBuild();
  project.provide("referenceTemplate", await referenceTemplate());
}
