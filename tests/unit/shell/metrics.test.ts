import type { AddressInfo } from "node:net";
import express from "express";
import { Registry } from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import type { UpstreamOutcome } from "../../../app/upstream/client.server";
import type { UpstreamResult } from "../../../app/upstream/client.server";
import { createMetrics, fixedRouteLabel } from "../../../server/metrics";

/** The value of one series as a scrape shows it, 0 when absent. */
async function valueOf(registry: Registry, name: string, labels: Record<string, string>): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === name.replace(/_(count|sum)$/, ""));
  const series = (metric?.values ?? []) as Array<{ labels: Record<string, string | number>; value: number; metricName?: string }>;
  const found = series.find(
    (entry) => (entry.metricName ?? metric!.name) === name && Object.entries(labels).every(([key, value]) => String(entry.labels[key]) === value),
  );
  return found?.value ?? 0;
}

function ok(call: string, data: Record<string, unknown> = { Success: true }, durationMs = 42): UpstreamOutcome {
  const result = { ok: true, call, data, setCookies: [] } as unknown as UpstreamResult;
  return { call, input: {}, ok: true, code: null, kind: null, durationMs, result };
}

function failed(call: string, kind: string, code: string | null = null, body: Record<string, unknown> = {}): UpstreamOutcome {
  const result = { ok: false, call, error: { kind, code, body }, setCookies: [] } as unknown as UpstreamResult;
  return { call, input: {}, ok: false, code, kind, durationMs: 7, result };
}

describe("upstream calls, logins and messages (issue 22)", () => {
  it("times each call by name and outcome", async () => {
    const metrics = createMetrics(new Registry());
    metrics.upstream(ok("login", {}, 120));
    metrics.upstream(failed("login", "network"));
    const name = "area_riservata_upstream_request_duration_seconds";
    expect(await valueOf(metrics.registry, `${name}_count`, { call: "login", outcome: "ok" })).toBe(1);
    expect(await valueOf(metrics.registry, `${name}_sum`, { call: "login", outcome: "ok" })).toBeCloseTo(0.12);
    expect(await valueOf(metrics.registry, `${name}_count`, { call: "login", outcome: "network" })).toBe(1);
  });

  it("counts each login by how it ended", async () => {
    const metrics = createMetrics(new Registry());
    metrics.upstream(ok("login"));
    metrics.upstream(ok("sso"));
    metrics.upstream(failed("login", "code", "WRONG_CREDENTIALS"));
    metrics.upstream(failed("login", "code", "USER_NOT_FOUND"));
    metrics.upstream(failed("login", "code", "USER_DISABLED"));
    metrics.upstream(failed("login", "code", "ACTION_REQUIRED", { ActionRequired: "needAcceptConsents" }));
    metrics.upstream(failed("login", "http"));
    metrics.refused("loginLocked");
    const count = (outcome: string) => valueOf(metrics.registry, "area_riservata_logins_total", { outcome });
    expect(await count("success")).toBe(2);
    expect(await count("badCredentials")).toBe(2);
    expect(await count("disabled")).toBe(1);
    expect(await count("actionRequired")).toBe(1);
    expect(await count("upstreamError")).toBe(1);
    expect(await count("locked")).toBe(1);
  });

  it("counts the SMS and e-mails the upstream sent, not those it declined", async () => {
    const metrics = createMetrics(new Registry());
    metrics.upstream(ok("resendSms", { IsOTPGenerated: true }));
    metrics.upstream(ok("resendSms", { IsOTPGenerated: false }));
    metrics.upstream(failed("resendSms", "code", "TOO_MANY"));
    // A login whose account must confirm its number: the upstream sends the code on its own.
    metrics.upstream(failed("login", "code", "ACTION_REQUIRED", { ActionRequired: "needConfirmPhone" }));
    metrics.upstream(ok("login"));
    metrics.upstream(failed("login", "code", "ACTION_REQUIRED", { ActionRequired: "needConfirmEmail" }));
    metrics.upstream(failed("login", "code", "ACTION_REQUIRED", { ActionRequired: "needAcceptRequiredConsents" }));
    metrics.upstream(ok("checkEmail", {}));
    metrics.upstream(ok("resetPassword", {}));
    metrics.upstream(ok("getConsents", {}));
    const sent = (labels: Record<string, string>) => valueOf(metrics.registry, "area_riservata_messages_sent_total", labels);
    expect(await sent({ channel: "sms", call: "resendSms" })).toBe(1);
    expect(await sent({ channel: "sms", call: "login" })).toBe(1);
    expect(await sent({ channel: "email", call: "login" })).toBe(1);
    expect(await sent({ channel: "email", call: "checkEmail" })).toBe(1);
    expect(await sent({ channel: "email", call: "resetPassword" })).toBe(1);
    const all = (await metrics.registry.getSingleMetric("area_riservata_messages_sent_total")!.get()).values;
    expect(all.reduce((total, entry) => total + entry.value, 0)).toBe(5);
  });

  it("counts refusals by the limit that refused", async () => {
    const metrics = createMetrics(new Registry());
    metrics.refused("strict");
    metrics.refused("strict");
    metrics.refused("daily");
    metrics.refused("smsCappedNumber");
    const count = (limit: string) => valueOf(metrics.registry, "area_riservata_rate_limit_refusals_total", { limit });
    expect(await count("strict")).toBe(2);
    expect(await count("daily")).toBe(1);
    expect(await count("smsCappedNumber")).toBe(1);
    expect(await count("lax")).toBe(0);
  });

  it("includes the process defaults", async () => {
    const text = await createMetrics(new Registry()).registry.metrics();
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_heap_size_used_bytes");
  });
});

describe("requests by route id, never by path (issue 22)", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(metrics: ReturnType<typeof createMetrics>): Promise<string> {
    const app = express();
    app.use(metrics.requests);
    app.get("/healthz", (_req, res) => void res.send("ok"));
    app.get("/favicon.svg", (_req, res) => void res.send("<svg/>"));
    app.get("/assets/missing.js", (_req, res) => void res.status(404).end());
    app.get("/auth/client_login", (_req, res) => {
      // As resolveScreen does once it has matched the route.
      res.locals.routeId = "auth-client-login";
      res.send("page");
    });
    app.use((_req, res) => void res.status(400).send("refused"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    close = () => server.close();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("labels each answer with its route id, or the fixed name of what answered it", async () => {
    const metrics = createMetrics(new Registry());
    const base = await serve(metrics);
    for (const path of ["/auth/client_login?username=mario.rossi%40example.com", "/auth/client_login", "/healthz", "/favicon.svg", "/assets/missing.js", "/%2e%2e/secret-path"]) {
      await (await fetch(`${base}${path}`)).text();
    }
    await fetch(`${base}/anything`, { method: "POST", body: "x" }).then((response) => response.text());
    const name = "area_riservata_http_request_duration_seconds_count";
    // Counted on the response's close, which follows the body: polled, not waited for.
    await expect.poll(() => valueOf(metrics.registry, name, { route: "refused", method: "POST", status: "400" })).toBe(1);
    expect(await valueOf(metrics.registry, name, { route: "auth-client-login", method: "GET", status: "200" })).toBe(2);
    expect(await valueOf(metrics.registry, name, { route: "healthz", method: "GET", status: "200" })).toBe(1);
    expect(await valueOf(metrics.registry, name, { route: "static", method: "GET", status: "200" })).toBe(1);
    expect(await valueOf(metrics.registry, name, { route: "assets", method: "GET", status: "404" })).toBe(1);
    expect(await valueOf(metrics.registry, name, { route: "refused", method: "GET", status: "400" })).toBe(1);
    const text = await metrics.registry.metrics();
    for (const leaked of ["mario", "example.com", "secret-path", "/auth/client_login"]) expect(text).not.toContain(leaked);
  });

  it("names what never reached a route without its path", () => {
    expect(fixedRouteLabel("/readyz", 503)).toBe("readyz");
    expect(fixedRouteLabel("/reference-api/outbox", 200)).toBe("reference-api");
    expect(fixedRouteLabel("/robots.txt", 200)).toBe("static");
    expect(fixedRouteLabel("/auth/client_login", 415)).toBe("refused");
    expect(fixedRouteLabel("/nope.txt", 404)).toBe("refused");
    expect(fixedRouteLabel("/%2e%2e/etc/passwd", 400)).toBe("refused");
  });
});
