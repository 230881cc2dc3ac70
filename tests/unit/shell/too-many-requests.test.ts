import { describe, expect, it } from "vitest";
import * as copy from "../../../app/copy/it";
import { sendTooManyRequests, waitText } from "../../../server/too-many-requests";
import { capture } from "../support/refusal-response";

describe("the 429 (issues 12 and 21): one case of the branded refusal", () => {
  it("waits in whole minutes, never 0, and in hours from two hours", () => {
    expect(waitText(copy.security, 1_000)).toBe("1 minuto");
    expect(waitText(copy.security, 60_000)).toBe("1 minuto");
    expect(waitText(copy.security, 61_000)).toBe("2 minuti");
    expect(waitText(copy.security, 10 * 3600_000)).toBe("10 ore");
  });

  it("is the branded Italian page with Retry-After, no-store, the wait once and a way back", () => {
    const { req, res, headers, sent } = capture("POST", "/auth/client_login?client=parcheggi-web");
    sendTooManyRequests(req, res, 42);
    expect(sent.status).toBe(429);
    expect(headers["Retry-After"]).toBe("42");
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(sent.body).toContain('<html lang="it">');
    expect(sent.body).toContain("<h1>Troppe richieste</h1>");
    expect(sent.body).toContain("Da questa rete");
    expect(sent.body).not.toContain("dispositivo");
    expect(sent.body.match(/1 minuto/g)).toHaveLength(1);
    expect(sent.body).toContain('href="/auth/client_login?client=parcheggi-web"');
  });

  it("answers the router's own request with the same words, for the error boundary", () => {
    const { req, res, sent } = capture("POST", "/auth/client_login.data?client=x");
    sendTooManyRequests(req, res, 130);
    expect(sent.status).toBe(429);
    expect(JSON.parse(sent.body)).toMatchObject({ title: "Troppe richieste", todo: "Potrai riprovare tra 3 minuti.", back: { href: "/auth/client_login?client=x" } });
  });

  it("a limit's own words replace the general ones, and a locked login offers a new password with the client's query", () => {
    const { req, res, sent } = capture("POST", "/auth/client_login.data?client=web&redirect=https%3A%2F%2Fa.example%2F&index");
    sendTooManyRequests(req, res, 300, { title: "Accesso temporaneamente sospeso", happened: "Bloccato.", todo: "Tra 5 minuti.", resetPassword: true });
    expect(JSON.parse(sent.body)).toEqual({
      title: "Accesso temporaneamente sospeso",
      happened: "Bloccato.",
      todo: "Tra 5 minuti.",
      back: { href: "/auth/client_login?client=web&redirect=https%3A%2F%2Fa.example%2F", label: "Torna indietro" },
      resetPassword: { href: "/reset-password?client=web&redirect=https%3A%2F%2Fa.example%2F", label: "Recupera la password" },
    });
  });
});
