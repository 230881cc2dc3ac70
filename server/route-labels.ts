import type { ServerBuild } from "react-router";

type Build = ServerBuild | (() => Promise<ServerBuild>);

const tables = new WeakMap<ServerBuild, Map<string, string>>();

/** React Router joins the matched paths as written ("auth/client_login", "/" for none): one spelling each. */
const normalised = (pattern: string) => `/${pattern}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");

/**
 * Each route pattern of a build ("auth/client_login", as React Router reports the one it matched, in
 * the request's context) to its route's id, for metrics and error reports: a label, never a raw path.
 * Where a route and its index child share a pattern, the deeper one is the page.
 */
function tableOf(build: ServerBuild): Map<string, string> {
  let table = tables.get(build);
  if (table) return table;
  table = new Map();
  const depthOf = new Map<string, number>();
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  for (const route of routes) {
    const parts: string[] = [];
    let depth = 0;
    for (let at: typeof route | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined, depth += 1) {
      if (at.path) parts.unshift(at.path);
    }
    const pattern = normalised(parts.join("/"));
    if ((depthOf.get(pattern) ?? -1) < depth) {
      depthOf.set(pattern, depth);
      table.set(pattern, route.id);
    }
  }
  tables.set(build, table);
  return table;
}

/** The id of the route a pattern names in `build`; undefined for none (the request never reached a route). */
export async function routeIdOfPattern(build: Build, pattern: string | undefined): Promise<string | undefined> {
  if (!pattern) return undefined;
  return tableOf(typeof build === "function" ? await build() : build).get(normalised(pattern));
}
