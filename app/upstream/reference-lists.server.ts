import type { UpstreamClient, UpstreamContext, UpstreamResult } from "./client.server";
import type { CallName } from "./endpoints.server";

/**
 * The upstream's reference lists (spec §7: consents, toponyms, invoice modes, the country and
 * municipality searches) are the same for every visitor and change rarely: an answer is kept for a few
 * minutes, so anonymous page loads do not reach the upstream one for one (issue 39 item 9, decision 180).
 * Only successes are kept, without the cookies the upstream set with them (those were one visitor's).
 * Every call that does go out asks its context first (`beforeSend`: a page's per-address allowance).
 */
export const REFERENCE_LISTS: readonly CallName[] = ["getConsentsConfiguration", "getToponym", "getInvoiceSendingMode", "searchNazioni", "searchComuni"];

export type ReferenceCacheOptions = { now: () => number; ttlMs: number; maxEntries: number };

type AnyCall = (ctx: UpstreamContext, input?: Record<string, unknown>) => Promise<UpstreamResult>;

export function withReferenceCache(client: UpstreamClient, options: ReferenceCacheOptions): UpstreamClient {
  const kept = new Map<string, { at: number; result: UpstreamResult }>();
  const wrapped: Record<string, AnyCall> = {};
  for (const [name, call] of Object.entries(client) as [CallName, AnyCall][]) {
    const cached = REFERENCE_LISTS.includes(name);
    wrapped[name] = async (ctx, input) => {
      const key = cached ? `${name} ${JSON.stringify(input ?? {})}` : null;
      const hit = key === null ? undefined : kept.get(key);
      if (hit && options.now() - hit.at < options.ttlMs) return hit.result;
      await ctx.beforeSend?.();
      const result = await call(ctx, input);
      if (key !== null && result.ok) {
        // Bounded: the searches are keyed by what was typed; the oldest answer goes first.
        kept.delete(key);
        if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(key, { at: options.now(), result: { ...result, setCookies: [] } });
      }
      return result;
    };
  }
  return wrapped as unknown as UpstreamClient;
}
