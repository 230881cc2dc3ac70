import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { referenceTemplate } from "../../../reference-api/data-template";
import { HITS_DIR, ROUTE_TESTS_DIR, SCREENS_DIR } from "./paths";

export default async function setup(): Promise<void> {
  // Only the hits of this run count for the coverage check (coverage.test.ts).
  rmSync(HITS_DIR, { recursive: true, force: true });
  // Only the screens of this run are scanned (scans.test.ts).
  rmSync(SCREENS_DIR, { recursive: true, force: true });
  // A file stopped before its afterAll leaves its data directory behind: nothing of a past run is kept.
  if (existsSync(ROUTE_TESTS_DIR)) {
    for (const entry of readdirSync(ROUTE_TESTS_DIR).filter((name) => name.startsWith("app-"))) rmSync(path.join(ROUTE_TESTS_DIR, entry), { recursive: true, force: true });
  }
  mkdirSync(HITS_DIR, { recursive: true });
  mkdirSync(SCREENS_DIR, { recursive: true });
  // Made once here rather than by the first two test files side by side.
  await referenceTemplate();
}
