import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import routes from "../../app/routes";
import { routesBuild } from "./support/app-from-source";
import { HITS_DIR } from "./support/paths";

type Hits = { testFile: string; hits: string[] };
type RouteEntry = { id?: string; file: string; children?: RouteEntry[] };

/** Route id → module file, from the route tree (an id defaults to the file without its extension). */
function filesById(entries: readonly RouteEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    files.set(entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), entry.file);
    for (const [id, file] of filesById(entry.children ?? [])) files.set(id, file);
  }
  return files;
}

/**
 * Issue 24: every route module has route tests. Runs after the route tests (vitest.route.config.ts)
 * and reads what their passing tests reached (support/hits.ts): each route of the server build Vite
 * makes from source (support/app-from-source.ts) must have had its loader requested, and its action
 * posted to when it has one. A file listing route ids it claims to cover could pass without a test;
 * this cannot.
 */
test("every route's loader and action is reached by a passing route test", async () => {
  const build = await routesBuild();
  const reached = new Set(
    readdirSync(HITS_DIR, { encoding: "utf8" })
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) => (JSON.parse(readFileSync(path.join(HITS_DIR, name), "utf8")) as Hits).hits),
  );
  const files = filesById(routes as RouteEntry[]);
  const owed: string[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route || route.id === "root") continue;
    const where = `${route.id} (app/${files.get(route.id) ?? "?"})`;
    // A page without a loader is still rendered by a GET: that is its test.
    if (!reached.has(`loader ${route.id}`)) owed.push(`loader of ${where}`);
    if (route.module.action && !reached.has(`action ${route.id}`)) owed.push(`action of ${where}`);
  }
  // The route tree and the server build agree: React Router names each route as filesById does.
  expect(Object.keys(build.routes).filter((id) => id !== "root").sort()).toEqual([...files.keys()].sort());
  expect(owed, "route modules with no passing route test (tests/route/*.test.ts)").toEqual([]);
});
