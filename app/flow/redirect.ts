import type { Query } from "./query";

/** Where a decision sends the browser: one of our routes, or a URL outside the application. */
export type FlowRedirect = { path: string; query: Query } | { external: string };

/** The href of an internal redirect, query encoded. */
export function hrefOf(target: { path: string; query: Query }): string {
  const search = new URLSearchParams(target.query).toString();
  return search ? `${target.path}?${search}` : target.path;
}
