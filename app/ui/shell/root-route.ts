import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "../../+types/root";
import stylesheet from "../../app.css?url";
import { keepFormOnFailure } from "./failed-submit";

// The root route's exports the browser runs (app/root.tsx re-exports them): here they travel in the
// framework chunk, and root's own file is a line of re-exports (issue 23).

export const links: Route.LinksFunction = () => [
  // A precedence makes React write it before the module preloads: the browser asks for it first, and
  // the page paints without waiting for the scripts to arrive (issue 13, Lighthouse).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// With JavaScript, a post that got no answer keeps its form (decision 142).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepFormOnFailure];

/**
 * After a 4xx answer the router keeps its loaders' data; after an expired form (403, decision 138) the
 * root's must be read again: its token is the one the form now has to carry for the next press.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 403 || defaultShouldRevalidate;
}
