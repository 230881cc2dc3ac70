import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { routerPath } from "../../../server/router-urls";

// Which route a request reaches, for the coverage check (coverage.test.ts): the tests' own matching of
// the build's routes, as React Router matches them. The server needs none: the application tells it.

const trees = new WeakMap<ServerBuild, RouteObject[]>();

/** The build's flat route manifest as the nested routes React Router matches. */
function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const object = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const nested = children.get(route.id);
      return nested ? ({ ...route, children: attach(nested) } as RouteObject) : route;
    });
  tree = attach(children.get(undefined) ?? []);
  trees.set(build, tree);
  return tree;
}

const matched = new WeakMap<ServerBuild, Map<string, string | undefined>>();

/** The id of the route a request to this URL runs: the deepest match, remembered per path. */
export function routeIdOf(build: ServerBuild, url: URL): string | undefined {
  let byPath = matched.get(build);
  if (!byPath) matched.set(build, (byPath = new Map()));
  const pathname = routerPath(url);
  if (byPath.has(pathname)) return byPath.get(pathname);
  const id = matchRoutes(routeTree(build), pathname)?.at(-1)?.route.id;
  byPath.set(pathname, id);
  return id;
}

