import { describe, expect, it } from "vitest";
import type { UpstreamClient, UpstreamContext, UpstreamResult } from "../../../app/upstream/client.server";
import { withReferenceCache } from "../../../app/upstream/reference-lists.server";

/** An upstream that answers `ok` (or a failure), counting the calls that reached it. */
function fakeUpstream() {
  const calls: string[] = [];
  let fail = false;
  const answer = (call: string) =>
    (fail
      ? { ok: false, call, setCookies: [], error: { kind: "network" } }
      : { ok: true, call, setCookies: ["up_x=1; Path=/"], data: { Success: true } }) as unknown as UpstreamResult;
  const client = Object.fromEntries(
    ["getConsentsConfiguration", "searchNazioni", "getMaskedPersonalData"].map((call) => [call, async (_ctx: UpstreamContext, input?: unknown) => (calls.push(`${call} ${JSON.stringify(input ?? {})}`), answer(call))]),
  ) as unknown as UpstreamClient;
  return { client, calls, failNext: (value: boolean) => (fail = value) };
}

describe("reference lists kept for a few minutes (issue 39 item 9)", () => {
  const setUp = () => {
    let time = 0;
    const upstream = fakeUpstream();
    const sent: number[] = [];
    const client = withReferenceCache(upstream.client, { now: () => time, ttlMs: 1_000, maxEntries: 2 });
    const ctx: UpstreamContext = { cookies: null, beforeSend: async () => void sent.push(time) };
    return { client, ctx, upstream, sent, advance: (ms: number) => (time += ms) };
  };

  it("a list asked again within its time is answered without the upstream, without anyone's cookies", async () => {
    const { client, ctx, upstream, sent, advance } = setUp();
    const first = await client.getConsentsConfiguration(ctx);
    expect(first.setCookies).toEqual(["up_x=1; Path=/"]);
    advance(999);
    const kept = await client.getConsentsConfiguration(ctx);
    expect(kept.ok).toBe(true);
    expect(kept.setCookies).toEqual([]);
    expect(upstream.calls).toHaveLength(1);
    expect(sent).toHaveLength(1);
    advance(1);
    await client.getConsentsConfiguration(ctx);
    expect(upstream.calls).toHaveLength(2);
    expect(sent).toHaveLength(2);
  });

  it("searches are kept by what was searched; the oldest goes when full", async () => {
    const { client, ctx, upstream } = setUp();
    await client.searchNazioni(ctx, { TextSearch: "Fra" });
    await client.searchNazioni(ctx, { TextSearch: "Ger" });
    await client.searchNazioni(ctx, { TextSearch: "Fra" });
    await client.searchNazioni(ctx, { TextSearch: "Spa" });
    await client.searchNazioni(ctx, { TextSearch: "Ger" });
    await client.searchNazioni(ctx, { TextSearch: "Fra" });
    expect(upstream.calls).toEqual(['searchNazioni {"TextSearch":"Fra"}', 'searchNazioni {"TextSearch":"Ger"}', 'searchNazioni {"TextSearch":"Spa"}', 'searchNazioni {"TextSearch":"Fra"}']);
  });

  it("a failure is not kept, and a call about an account is never kept", async () => {
    const { client, ctx, upstream, sent } = setUp();
    upstream.failNext(true);
    await client.getConsentsConfiguration(ctx);
    upstream.failNext(false);
    await client.getConsentsConfiguration(ctx);
    await client.getMaskedPersonalData(ctx);
    await client.getMaskedPersonalData(ctx);
    expect(upstream.calls).toHaveLength(4);
    expect(sent).toHaveLength(4);
  });

  it("a refusal before sending stops the call", async () => {
    const { client, upstream } = setUp();
    const refusing: UpstreamContext = { cookies: null, beforeSend: () => Promise.reject(new Error("over the allowance")) };
    await expect(client.searchNazioni(refusing, { TextSearch: "Fra" })).rejects.toThrow("over the allowance");
    expect(upstream.calls).toEqual([]);
  });
});
