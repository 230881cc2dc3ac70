import { useSyncExternalStore } from "react";
import { data, isRouteErrorResponse, type DataStrategyResult } from "react-router";

/**
 * Why a post got no answer a form can show (decision 142): it never left the browser ("network"), or
 * the server side failed ("server": any 5xx, or an answer that could not be read).
 */
export type FailedSubmit = "network" | "server";

/** The router's own wrapper of an action's outcome and status (`data()`), known by its class alone. */
const Outcome = data(undefined).constructor;

/** An action's error as the router's results hold it: single fetch hands an Error over inside `data()`. */
function unwrapped(result: unknown): { error: unknown; status?: number } {
  if (!(result instanceof Outcome)) return { error: result };
  const { data: error, init } = result as ReturnType<typeof data>;
  return { error, status: init?.status };
}

/**
 * What the router holds for a post that failed, read as the customer lived it. A post the browser
 * could not send rejects with a TypeError ("Failed to fetch"); an answer that is not the router's own
 * (a proxy's 502 page, a 503 of ours) is an ErrorResponse with its status; an error our action threw
 * arrives as a plain Error (the server's sanitized 500), as does an answer cut off before it could be
 * read. A 4xx is a refusal with a page of its own: not a failure here.
 */
export function failedSubmit(result: unknown): FailedSubmit | null {
  const { error } = unwrapped(result);
  if (isRouteErrorResponse(error)) return error.status >= 500 ? "server" : null;
  if (error instanceof TypeError) return "network";
  return error instanceof Error ? "server" : null;
}

/** The status the failure came with, or 503 for a post that got none: 400 or more in any case. */
function statusOf(result: unknown): number {
  const { error, status } = unwrapped(result);
  return isRouteErrorResponse(error) ? error.status : (status ?? 503);
}

/** The last post that failed: the page it was sent from, and its form (`intent`, when the page has several). */
type Failure = { kind: FailedSubmit; intent: string | null; page: string };
type Results = Record<string, DataStrategyResult>;

let failure: Failure | null = null;
const listeners = new Set<() => void>();

function report(next: Failure | null) {
  if (next === failure) return;
  failure = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function pageOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The root's client middleware (decision 142). A post that failed (`failedSubmit`) becomes an action
 * that answered nothing, so the form stays as it is, with what was typed, instead of the error
 * boundary taking the card; the failure is told apart, to the button that sent it. The stand-in
 * answer's status (500 or more) also keeps the router from reloading the page's data, which would fail
 * the same way. A new post clears the last failure, and so does a move to another page; the router's
 * own loading step after the failed post (same page) does not.
 */
export async function keepFormOnFailure({ request }: { request: Request }, next: () => Promise<Results>): Promise<Results | undefined> {
  if (request.method === "GET") {
    if (failure && failure.page !== pageOf(request)) report(null);
    return;
  }
  report(null);
  // Its body is read only when it failed: the router sends the original.
  const sent = request.clone();
  const results = await next();
  const failed = Object.entries(results).find(([, each]) => each.type === "error");
  const kind = failed && !request.signal.aborted ? failedSubmit(failed[1].result) : null;
  if (!failed || !kind) return results;
  const intent = (await sent.formData().catch(() => null))?.get("intent");
  report({ kind, intent: typeof intent === "string" ? intent : null, page: pageOf(request) });
  return { ...results, [failed[0]]: { type: "data", result: data(undefined, { status: statusOf(failed[1].result) }) } };
}

/** The failure of the last post, when it came from the form whose button asks (by `intent`, as pending does). */
export function useFailedSubmit(intent: string | undefined): FailedSubmit | null {
  const last = useSyncExternalStore(subscribe, () => failure, () => null);
  return last && (intent === undefined || last.intent === intent) ? last.kind : null;
}
