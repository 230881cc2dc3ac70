import type { RequestContext } from "../../../app/request-context";
import { requestContextWith } from "../support/request-context";
import { describe, expect, it } from "vitest";
import { relaySetCookies, upstreamContext } from "../../../app/upstream/index.server";
import type { UpstreamOutcome } from "../../../app/upstream/client.server";

/** A request's context as the server makes it, with only what these tests read. */
const contextWith = (fields: Partial<RequestContext> = {}) => requestContextWith(fields).provider;

describe("route action helpers", () => {
  it("builds the call context from the browser's request and form", () => {
    const controller = new AbortController();
    const request = new Request("https://app.test/auth/client_login", {
      method: "POST",
      headers: { Cookie: "up_XSRF-TOKEN=t; __session=s" },
      signal: controller.signal,
    });
    const form = new FormData();
    form.set("g-recaptcha-response", "token-1");
    const ctx = upstreamContext({ request, context: contextWith() }, form);
    expect(ctx.cookies).toBe("up_XSRF-TOKEN=t; __session=s");
    expect(ctx.recaptchaToken).toBe("token-1");
    controller.abort();
    expect(ctx.signal?.aborted).toBe(true);
  });

  it("leaves the token out when the form has none", () => {
    const ctx = upstreamContext({ request: new Request("https://app.test/"), context: contextWith() }, new FormData());
    expect(ctx).not.toHaveProperty("recaptchaToken");
    expect(ctx.cookies).toBeNull();
  });

  it("hands the calls the observer the server made for this request (decision 153)", () => {
    const seen: UpstreamOutcome[] = [];
    const observeUpstream = (outcome: UpstreamOutcome) => void seen.push(outcome);
    expect(upstreamContext({ request: new Request("https://app.test/"), context: contextWith({ observeUpstream }) }).observe).toBe(observeUpstream);
    expect(upstreamContext({ request: new Request("https://app.test/"), context: contextWith() }).observe).toBeUndefined();
  });

  it("appends every relayed cookie of every result", () => {
    const headers = relaySetCookies(new Headers(), { setCookies: ["up_a=1; Path=/"] }, { setCookies: ["up_b=2; Path=/"] });
    expect(headers.getSetCookie()).toEqual(["up_a=1; Path=/", "up_b=2; Path=/"]);
  });
});
