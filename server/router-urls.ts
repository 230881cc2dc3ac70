/** Whether a URL is the router's own request for a route's data or action with JavaScript ("<path>.data"). */
export function isRouterDataUrl(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/**
 * The page path of a URL as React Router reads it: a data request ("/x.data", "/_root.data") is the
 * page's own path, and a trailing slash is dropped, as its server runtime does (basename "/").
 */
export function routerPath(url: URL): string {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (isRouterDataUrl(url)) pathname = pathname.slice(0, -".data".length);
  if (pathname !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  return pathname;
}
