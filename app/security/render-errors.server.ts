import { isServerFault } from "../error-reports.server";

/**
 * Issue 11 item 10: an error while rendering or in a loader/action is one JSON line with the request id,
 * so it can be found next to the request's own log line. Message and stack only: no request data.
 */
export function logServerError(error: unknown, requestId: string | undefined): void {
  // Aborted requests and thrown responses (404, redirects) are not server errors.
  if (!isServerFault(error)) return;
  const err = error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  process.stderr.write(
    `${JSON.stringify({ level: 50, time: new Date().toISOString(), service: "area-riservata", requestId: requestId ?? null, err, msg: "render error" })}\n`,
  );
}
