/**
 * The URL a loader or action is about, as React Router hands it to them (decision 158).
 *
 * With `future.v8_passThroughRequests` (react-router.config.ts) a route receives the Request the server
 * made, instead of two copies React Router rebuilt for every loader and action (`stripIndexParam`, then
 * `stripRoutesParam`: each a new Request with its headers copied and its signal followed), which issue 23
 * measured at ~5% of a login post's CPU. This function makes the same clean-up of the URL alone, so
 * every route reads exactly the URL it read before the flag: a single-fetch request's `.data` suffix
 * dropped (`/_root.data` is the root), the empty `index` parameter of a form posted to an index route and
 * `_routes` removed, and the query serialised as URLSearchParams does (React Router's copies did, too).
 */
export function urlOf(request: Request): URL {
  const url = new URL(request.url);
  const path = url.pathname;
  if (path.endsWith(".data")) {
    const bare = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
    url.pathname = bare !== "/" && bare.endsWith("/") ? bare.slice(0, -1) : bare;
  }
  const params = url.searchParams;
  const index = params.getAll("index");
  params.delete("index");
  for (const value of index) if (value) params.append("index", value);
  params.delete("_routes");
  return url;
}
