import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { screenPolicy } from "../app/screens";
import type { ScreenPolicy } from "../app/screens";

declare module "express-serve-static-core" {
  interface Locals {
    /** The URL the application is handed: built once, the limits and the router read the same one. */
    url?: URL;
    /** What the route React Router will run for this post declares (app/screens.ts). */
    screen?: ScreenPolicy;
    /** The id of the route React Router will run: the metrics' label, never the raw path. */
    routeId?: string;
  }
}

type Build = ServerBuild | (() => Promise<ServerBuild>);

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

/** Whether a URL is the router's own request for a route's data or action with JavaScript ("<path>.data"). */
export function isRouterDataUrl(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/**
 * The path React Router matches for a URL: a data request ("/x.data", "/_root.data") is the page's own
 * path, and a trailing slash is dropped, as its server runtime does (basename "/").
 */
export function routerPath(url: URL): string {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (isRouterDataUrl(url)) pathname = pathname.slice(0, -".data".length);
  if (pathname !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  return pathname;
}

/** The id of the route whose action a post to this URL runs: the deepest match. */
export function matchedRouteId(build: ServerBuild, url: URL): string | undefined {
  return matchRoutes(routeTree(build), routerPath(url))?.at(-1)?.route.id;
}

// matchRoutes flattens, ranks and compiles every branch of the tree on each call: 0.4–0.6 ms on this
// machine, twice a page served from the cache. Remembered per path, it is a map look-up (~0.4 µs). Paths
// are the client's to choose: bounded, and emptied when full, so a crawl of made-up paths costs a match
// each, as every post did before (decision 147).
const REMEMBERED_PATHS = 2048;
const matched = new WeakMap<ServerBuild, Map<string, string | undefined>>();

/** matchedRouteId, remembered per path. */
export function routeIdOf(build: ServerBuild, url: URL): string | undefined {
  let byPath = matched.get(build);
  if (!byPath) matched.set(build, (byPath = new Map()));
  const pathname = routerPath(url);
  if (byPath.has(pathname)) return byPath.get(pathname);
  const id = matchRoutes(routeTree(build), pathname)?.at(-1)?.route.id;
  if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
  byPath.set(pathname, id);
  return id;
}

/**
 * Finds, for a post, the declaration of the route it reaches, from the URL httpSemantics built (from a
 * Host it found sound, http-guards.ts) for a target already found canonical (canonical.ts). With
 * `everyRouteId` (metrics on) every request's route id is found, for its label.
 */
export function resolveScreen(build: Build, options: { everyRouteId?: boolean } = {}): RequestHandler {
  return async (req, res, next) => {
    try {
      const url = res.locals.url;
      if (!url) throw new Error("the request's URL was not built (httpSemantics must run first)");
      const post = req.method === "POST";
      if (post || options.everyRouteId) {
        const serverBuild = typeof build === "function" ? await build() : build;
        const routeId = routeIdOf(serverBuild, url);
        res.locals.routeId = routeId;
        if (post) res.locals.screen = screenPolicy(routeId);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
