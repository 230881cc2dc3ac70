import type { UpstreamClient, UpstreamContext, UpstreamResult } from "./client.server";

/**
 * Design §7 / issue 11 item 8: reset-password answers the same whether or not the e-mail exists, in
 * content and in time. The upstream looks the account up and mails it (~270 ms) or not (~26 ms); every
 * answer is held to this floor, so the two cannot be told apart (decision 066).
 */
export const RESET_PASSWORD_FLOOR_MS = 1_000;

type Timing = { now: () => number; sleep: (ms: number) => Promise<void> };
const realTiming: Timing = { now: () => performance.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

function describe(result: UpstreamResult): { code: string | null; kind: string | null } {
  if (result.ok) return { code: null, kind: null };
  const error = result.error as { kind: string; code?: string | null };
  return { code: error.code ?? null, kind: error.kind };
}

/**
 * The upstream client as the application uses it: each answer is reported to the observer the call's
 * context carries (the server's metrics and auth events), and reset-password takes a fixed time.
 * Route modules see the same client interface.
 */
export function observedUpstream(client: UpstreamClient, timing: Timing = realTiming): UpstreamClient {
  const wrapped: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(client) as [string, (ctx: UpstreamContext, input?: unknown) => Promise<UpstreamResult>][]) {
    wrapped[name] = async (ctx: UpstreamContext, input?: unknown) => {
      const started = timing.now();
      const result = await call(ctx, input);
      const durationMs = timing.now() - started;
      await ctx.observe?.({ call: name, input: (input ?? {}) as Record<string, unknown>, ok: result.ok, ...describe(result), durationMs, result });
      if (name === "resetPassword") {
        const rest = RESET_PASSWORD_FLOOR_MS - (timing.now() - started);
        if (rest > 0) await timing.sleep(rest);
      }
      return result;
    };
  }
  return wrapped as UpstreamClient;
}
