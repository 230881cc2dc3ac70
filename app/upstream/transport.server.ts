import { UpstreamAbortedError, UpstreamNetworkError } from "./errors.server";

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** The one thing the client reads of an answer's headers (the upstream's cookies, decision 003). */
export type AnswerHeaders = { getSetCookie(): string[] };

/**
 * What the transport needs of `fetch`: the global one satisfies it, and so does the pooled client.
 * Headers travel as a plain record and come back as whatever can list Set-Cookie: issue 13 measured the
 * WHATWG Headers built both ways around every upstream call.
 */
export type UpstreamFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; redirect: "manual"; signal: AbortSignal },
) => Promise<{ status: number; headers: AnswerHeaders; text(): Promise<string> }>;

export interface TransportOptions {
  fetch: UpstreamFetch;
  sleep: Sleep;
  now: () => number;
  /** Retries after the first try (spec §9: 6). */
  retryAttempts: number;
  deadlineMs: number;
}

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A response read in full, within the deadline. */
export interface IncomingResponse {
  status: number;
  headers: AnswerHeaders;
  text: string;
}

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });

/** Spec §9: the delay before retry n is n² × 500 ms. */
export function retryDelay(retry: number): number {
  return retry * retry * 500;
}

// Failures where the connection was never made, so the upstream cannot have acted on the request.
const neverConnectedCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
]);

export function neverReachedUpstream(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && neverConnectedCodes.has(code)) return true;
  // Happy-eyeballs connects report one failure per address inside an AggregateError.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => neverReachedUpstream(e, depth + 1))) {
    return true;
  }
  return neverReachedUpstream(cause, depth + 1);
}

/**
 * Sends one request with the retry policy of spec §9: only network-level failures are retried, and
 * only for GETs or when the upstream was never reached; everything happens within one overall
 * deadline and stops as soon as the browser's request is aborted.
 */
export async function send(
  request: OutgoingRequest,
  options: TransportOptions,
  /** Absolute time (options.now) by which everything must be over; shared by a call's requests. */
  deadlineAt: number,
  browserSignal?: AbortSignal,
): Promise<IncomingResponse> {
  const controller = new AbortController();
  const onBrowserAbort = () => controller.abort(new UpstreamAbortedError());
  if (browserSignal?.aborted) throw new UpstreamAbortedError();
  browserSignal?.addEventListener("abort", onBrowserAbort, { once: true });
  let deadlinePassed = false;
  const deadlineTimer = setTimeout(() => {
    deadlinePassed = true;
    controller.abort(new UpstreamNetworkError("deadline", 0));
  }, Math.max(0, deadlineAt - options.now()));

  let attempt = 0;
  try {
    for (;;) {
      attempt += 1;
      let response: Awaited<ReturnType<UpstreamFetch>>;
      try {
        response = await options.fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: "manual",
          signal: controller.signal,
        });
      } catch (error) {
        if (browserSignal?.aborted) throw new UpstreamAbortedError();
        if (deadlinePassed) throw new UpstreamNetworkError("deadline", attempt, { cause: error });
        const retryable = request.method === "GET" || neverReachedUpstream(error);
        const delay = retryDelay(attempt);
        if (!retryable || attempt > options.retryAttempts || options.now() + delay >= deadlineAt) {
          throw new UpstreamNetworkError("unreachable", attempt, { cause: error });
        }
        try {
          await options.sleep(delay, controller.signal);
        } catch {
          if (browserSignal?.aborted) throw new UpstreamAbortedError();
          throw new UpstreamNetworkError("deadline", attempt, { cause: error });
        }
        continue;
      }
      // A response arrived: from here on nothing is retried.
      try {
        return { status: response.status, headers: response.headers, text: await response.text() };
      } catch (error) {
        if (browserSignal?.aborted) throw new UpstreamAbortedError();
        throw new UpstreamNetworkError(deadlinePassed ? "deadline" : "unreachable", attempt, { cause: error });
      }
    }
  } finally {
    clearTimeout(deadlineTimer);
    browserSignal?.removeEventListener("abort", onBrowserAbort);
  }
}
