import { data, isRouteErrorResponse, type DataStrategyResult } from "react-router";

/**
 * Why a post got no answer a form can show (decision 142): it never left the browser ("network"), or
 * the server side failed ("server": any 5xx, or an answer that could not be read).
 */
export type FailedSubmit = "network" | "server";

/** The router's own wrapper of an action's outcome (`data()`), known by its class alone. */
const Outcome = data(undefined).constructor;

/**
 * What the router holds for a post that failed, read as the customer lived it. A post the browser
 * could not send rejects with a TypeError ("Failed to fetch"); an answer that is not the router's own
 * (a proxy's 502 page, a 503 of ours) is an ErrorResponse with its status; an error our action threw
 * arrives as a plain Error (the server's sanitized 500), as does an answer cut off before it could be
 * read; single fetch hands an Error over inside `data()`. A 4xx is a refusal with a page of its own.
 */
export function failedSubmit(result: unknown): FailedSubmit | null {
  const error = result instanceof Outcome ? (result as ReturnType<typeof data>).data : result;
  if (isRouteErrorResponse(error)) return error.status >= 500 ? "server" : null;
  if (error instanceof TypeError) return "network";
  return error instanceof Error ? "server" : null;
}

let last: FailedSubmit | null = null;

/** How the last post ended: failed, or null (answered, or under way). */
export function lastPostFailure(): FailedSubmit | null {
  return last;
}

/**
 * The root's client middleware (decision 142). A post that failed becomes an action that answered
 * nothing, so the form stays as it is, with what was typed, instead of the error boundary taking the
 * card; the failure is kept aside for the button that sent it. The stand-in answer's status keeps the
 * router from reloading the page's data, which would fail the same way.
 */
export async function keepFormOnFailure({ request }: { request: Request }, next: () => Promise<Record<string, DataStrategyResult>>) {
  if (request.method === "GET") return;
  last = null;
  const results = await next();
  // A post left behind for another navigation is the router's to drop.
  if (request.signal.aborted) return results;
  for (const [routeId, result] of Object.entries(results)) {
    const failed = result.type === "error" ? failedSubmit(result.result) : null;
    if (failed) {
      last = failed;
      results[routeId] = { type: "data", result: data(undefined, 500) };
    }
  }
  return results;
}
