import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { referenceTemplate } from "../../../reference-api/data-template";
import { HITS_DIR, ROUTE_TESTS_DIR } from "./paths";

/** The route tests run the build: rebuilt when anything it is made from is newer (or it is missing). */
function freshBuild(): void {
  const result = spawnSync("npx", ["tsx", "scripts/build.ts", "--if-stale"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("route tests: `npm run build` failed");
}

export default async function setup(): Promise<void> {
  // Only the hits of this run count for the coverage check (coverage.test.ts).
  rmSync(HITS_DIR, { recursive: true, force: true });
  // A file stopped before its afterAll leaves its data directory behind: nothing of a past run is kept.
  if (existsSync(ROUTE_TESTS_DIR)) {
    for (const entry of readdirSync(ROUTE_TESTS_DIR).filter((name) => name.startsWith("app-"))) rmSync(path.join(ROUTE_TESTS_DIR, entry), { recursive: true, force: true });
  }
  mkdirSync(HITS_DIR, { recursive: true });
  freshBuild();
  // Made once here rather than by the first two test files side by side.
  await referenceTemplate();
}
