import { delay, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UpstreamAbortedError, UpstreamNetworkError } from "../../../app/upstream/index.server";
import { GET_DEADLINE_MS } from "../../../app/upstream/instance.server";
import { sampleResponses, upstreamHandler } from "../../msw/upstream-handlers";
import { browserCookies, testClient, useUpstreamServer } from "./setup";

const server = useUpstreamServer();
const ctx = { cookies: browserCookies };

/** A clock that only moves when the client sleeps, and the waits it was asked for. */
function virtualTime() {
  let now = 0;
  const delays: number[] = [];
  return {
    delays,
    now: () => now,
    sleep: async (ms: number) => {
      delays.push(ms);
      now += ms;
    },
  };
}

/** What undici throws when nothing listens on the port. */
function connectionRefused(): Promise<Response> {
  const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
  return Promise.reject(new TypeError("fetch failed", { cause }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("retries (spec §9, decision 014)", () => {
  it("retries a GET's network failures after 500, 2000 and 4500 ms, then stops at the 10 s deadline", async () => {
    server.use(upstreamHandler("searchNazioni", () => HttpResponse.error()));
    const time = virtualTime();
    const client = testClient(time);
    const result = await client.searchNazioni(ctx, { TextSearch: "it" });
    expect(time.delays).toEqual([500, 2000, 4500]);
    expect(client.sent).toHaveLength(4);
    expect(result).toMatchObject({ ok: false, error: { kind: "network", reason: "unreachable", attempts: 4 } });
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UpstreamNetworkError);
  });

  it("waits the same delays on the real clock, under fake timers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    server.use(upstreamHandler("getConsentsConfiguration", () => HttpResponse.error()));
    const client = testClient();
    const start = Date.now();
    const pending = client.getConsentsConfiguration(ctx);
    const sentAt: number[] = [];
    for (const step of [0, 499, 1, 1999, 1, 4499, 1]) {
      await vi.advanceTimersByTimeAsync(step);
      sentAt.push(client.sent.length);
    }
    const result = await pending;
    // Attempts appear exactly when each delay has elapsed, not a millisecond earlier.
    expect(sentAt).toEqual([1, 1, 2, 2, 3, 3, 4]);
    expect(Date.now() - start).toBe(7000);
    expect(result).toMatchObject({ ok: false, error: { kind: "network", attempts: 4 } });
  });

  it("honours a configured attempt count", async () => {
    server.use(upstreamHandler("searchComuni", () => HttpResponse.error()));
    const time = virtualTime();
    const client = testClient({ ...time, retryAttempts: 2, deadlineMs: 60_000 });
    await client.searchComuni(ctx, { TextSearch: "Rom" });
    expect(time.delays).toEqual([500, 2000]);
    expect(client.sent).toHaveLength(3);
  });

  it("runs all six retries when the deadline allows them", async () => {
    server.use(upstreamHandler("searchComuni", () => HttpResponse.error()));
    const time = virtualTime();
    const client = testClient({ ...time, deadlineMs: 120_000 });
    await client.searchComuni(ctx, { TextSearch: "Rom" });
    expect(time.delays).toEqual([500, 2000, 4500, 8000, 12500, 18000]);
    expect(client.sent).toHaveLength(7);
  });

  it("retries a POST when the connection was refused, so the upstream never saw it", async () => {
    const time = virtualTime();
    const client = testClient({ ...time, fetch: connectionRefused });
    const result = await client.confirmPinSms(ctx, { PinSms: "123456" });
    expect(time.delays).toEqual([500, 2000, 4500]);
    expect(client.sent.map((request) => request.path)).toEqual(
      Array(4).fill("/reference-api/v2/Account/Pending/ConfirmPinSms"),
    );
    expect(result).toMatchObject({ ok: false, error: { kind: "network", reason: "unreachable" } });
  });

  it("does not retry a POST whose failure may have happened after the upstream received it", async () => {
    server.use(upstreamHandler("confirmPinSms", () => HttpResponse.error()));
    const time = virtualTime();
    const client = testClient(time);
    const result = await client.confirmPinSms(ctx, { PinSms: "123456" });
    expect(time.delays).toEqual([]);
    expect(client.sent).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { kind: "network", attempts: 1 } });
  });

  it.each([
    ["GET", "searchNazioni"],
    ["POST", "login"],
  ] as const)("does not retry a %s once a response arrived, even a 503", async (_method, call) => {
    server.use(upstreamHandler(call, () => new HttpResponse(null, { status: 503 })));
    const time = virtualTime();
    const client = testClient(time);
    const result =
      call === "login"
        ? await client.login(ctx, { Username: "a@b.it", Password: "p" })
        : await client.searchNazioni(ctx, { TextSearch: "x" });
    expect(time.delays).toEqual([]);
    expect(client.sent).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { kind: "http", status: 503 } });
  });

  it("recovers when a retry succeeds", async () => {
    server.use(
      upstreamHandler("searchNazioni", () => HttpResponse.error(), { once: true }),
      upstreamHandler("searchNazioni", () => sampleResponses.searchNazioni),
    );
    const time = virtualTime();
    const client = testClient(time);
    const result = await client.searchNazioni(ctx, { TextSearch: "it" });
    expect(time.delays).toEqual([500]);
    expect(result).toMatchObject({ ok: true, data: sampleResponses.searchNazioni });
  });
});

describe("deadline and abort", () => {
  it("gives up on an upstream that does not answer when the 10 s deadline passes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    server.use(
      upstreamHandler("login", async () => {
        await delay(60_000);
        return sampleResponses.login;
      }),
    );
    const client = testClient();
    let settled = false;
    const pending = client.login(ctx, { Username: "a@b.it", Password: "p" }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await pending).toMatchObject({ ok: false, error: { kind: "network", reason: "deadline" } });
  });

  it("applies a configured deadline to the whole call, priming request included", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    server.use(
      upstreamHandler("getConsentsConfiguration", async () => {
        await delay(1_500);
        return HttpResponse.json(sampleResponses.getConsentsConfiguration, {
          headers: { "Set-Cookie": "XSRF-TOKEN=t; Path=/" },
        });
      }),
      upstreamHandler("resetPassword", async () => {
        await delay(1_000);
        return sampleResponses.resetPassword;
      }),
    );
    const client = testClient({ deadlineMs: 2_000 });
    const pending = client.resetPassword({ cookies: null }, { Email: "a@b.it" });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toMatchObject({ ok: false, error: { kind: "network", reason: "deadline" } });
    expect(client.sent.map((request) => request.method)).toEqual(["GET", "POST"]);
  });

  it("gives a GET its own lower deadline (the app's 4 s, issue 25 item 6); a post, its anti-forgery priming GET included, keeps 10 s", async () => {
    const get = virtualTime();
    const reading = testClient({ ...get, getDeadlineMs: GET_DEADLINE_MS, fetch: connectionRefused });
    expect(await reading.getConsentsConfiguration(ctx)).toMatchObject({ ok: false, error: { kind: "network", attempts: 3 } });
    expect(get.delays).toEqual([500, 2000]);

    const post = virtualTime();
    const posting = testClient({ ...post, getDeadlineMs: GET_DEADLINE_MS, fetch: connectionRefused });
    expect(await posting.resetPassword({ cookies: null }, { Email: "a@b.it" })).toMatchObject({ ok: false, error: { kind: "network", attempts: 4 } });
    expect(post.delays).toEqual([500, 2000, 4500]);
    expect(posting.sent.map((request) => request.method)).toEqual(["GET", "GET", "GET", "GET"]);
  });

  it("gives up on a GET that does not answer at its own deadline", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    server.use(
      upstreamHandler("getConsentsConfiguration", async () => {
        await delay(60_000);
        return HttpResponse.json(sampleResponses.getConsentsConfiguration);
      }),
    );
    const client = testClient({ getDeadlineMs: GET_DEADLINE_MS });
    let settled = false;
    const pending = client.getConsentsConfiguration(ctx).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(GET_DEADLINE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await pending).toMatchObject({ ok: false, error: { kind: "network", reason: "deadline" } });
  });

  it("does not wait for a retry that would end past the deadline", async () => {
    const time = virtualTime();
    const client = testClient({ ...time, deadlineMs: 3_000, fetch: connectionRefused });
    await client.insertPhone(ctx, { Prefix: "+39", Cell: "3401234567" });
    expect(time.delays).toEqual([500, 2000]);
  });

  it("stops retrying as soon as the browser's request is aborted", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    server.use(upstreamHandler("searchNazioni", () => HttpResponse.error()));
    const browser = new AbortController();
    const client = testClient();
    const pending = client.searchNazioni({ ...ctx, signal: browser.signal }, { TextSearch: "it" });
    await vi.advanceTimersByTimeAsync(600);
    expect(client.sent).toHaveLength(2);
    browser.abort();
    const result = await pending;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(client.sent).toHaveLength(2);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UpstreamAbortedError);
  });

  it("aborts a request in flight when the browser goes away", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    server.use(
      upstreamHandler("login", async () => {
        await delay(5_000);
        return sampleResponses.login;
      }),
    );
    const browser = new AbortController();
    const pending = testClient().login({ ...ctx, signal: browser.signal }, { Username: "a@b.it", Password: "p" });
    await vi.advanceTimersByTimeAsync(100);
    browser.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: "aborted" } });
  });

  it("sends nothing when the browser's request is already aborted", async () => {
    const client = testClient();
    const result = await client.resendSms({ ...ctx, signal: AbortSignal.abort() });
    expect(client.sent).toEqual([]);
    expect(result).toMatchObject({ ok: false, error: { kind: "aborted" } });
  });
});
