import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HITS_DIR } from "./paths";

/**
 * What the route tests reached: "loader <route id>" for a GET, "action <route id>" for a POST, by the
 * route React Router matches for the URL. A test's hits count only once it has passed (setup.ts), so
 * the coverage check (coverage.test.ts) cannot be satisfied by a request nobody checked.
 */
const thisTest = new Set<string>();
const passed = new Set<string>();

export function recordHit(method: string, routeId: string | undefined): void {
  if (routeId) thisTest.add(`${method === "POST" ? "action" : "loader"} ${routeId}`);
}

export function endTest(testPassed: boolean): void {
  if (testPassed) for (const hit of thisTest) passed.add(hit);
  thisTest.clear();
}

export function writeHits(testFile: string): void {
  mkdirSync(HITS_DIR, { recursive: true });
  writeFileSync(path.join(HITS_DIR, `${randomUUID()}.json`), JSON.stringify({ testFile, hits: [...passed].sort() }));
}
