import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { minutesToWait, sendTooManyRequests } from "../../../server/too-many-requests";

function capture(path: string, originalUrl = path) {
  const headers: Record<string, string> = {};
  const sent = { status: 0, type: "", body: "" };
  const res = {
    setHeader: (name: string, value: string) => ((headers[name] = value), res),
    status: (code: number) => ((sent.status = code), res),
    type: (type: string) => ((sent.type = type), res),
    send: (body: string) => ((sent.body = body), res),
  } as unknown as Response;
  return { res, headers, sent, req: { path, originalUrl } as Request };
}

describe("the 429 page (issue 12, decision 092)", () => {
  it("waits in whole minutes, never 0", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
  });

  it("is the branded Italian page with Retry-After, no-store, the wait and a way back", () => {
    const { req, res, headers, sent } = capture("/auth/client_login", "/auth/client_login?client=parcheggi-web");
    sendTooManyRequests(req, res, 42);
    expect(sent.status).toBe(429);
    expect(headers["Retry-After"]).toBe("42");
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(sent.body).toContain('<html lang="it">');
    expect(sent.body).toContain("<h1>Troppe richieste</h1>");
    expect(sent.body).toContain("Potrai riprovare tra 1 minuto.");
    expect(sent.body).toContain('href="/auth/client_login?client=parcheggi-web"');
    expect(sent.body).toContain('href="tel:');
    expect(sent.body).toContain('href="mailto:');
  });

  it("answers the router's own request with the minutes, for the error boundary", () => {
    const { req, res, sent } = capture("/auth/client_login.data", "/auth/client_login.data?client=x");
    sendTooManyRequests(req, res, 130);
    expect(sent.status).toBe(429);
    expect(sent.body).toBe("3");
  });
});
