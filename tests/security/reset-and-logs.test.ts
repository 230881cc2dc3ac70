import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, CLIENT_LOGIN, PASSWORD, startApp, type Started } from "./support/server";

const RESET = "/reset-password?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

function lines(server: Started): Record<string, unknown>[] {
  return server.output
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("reset-password timing and auth events (Dev, LOG_LEVEL=debug)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { LOG_LEVEL: "debug" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Issue 11 item 8: the answer does not wait on the account lookup. */
  it("a known and an unknown e-mail are answered after the same fixed time", async () => {
    const durations: Record<string, number[]> = { known: [], unknown: [] };
    for (const [kind, email] of [
      ["known", "chiara.lombardi@example.com"],
      ["unknown", "nessuno.qui@example.com"],
      ["known", "luca.verdi@example.com"],
      ["unknown", "nemmeno.qui@example.com"],
    ] as const) {
      const browser = new Browser(server.baseUrl);
      const csrf = await browser.csrf(RESET);
      const started = performance.now();
      const response = await browser.post(RESET, { csrf, email });
      durations[kind]!.push(performance.now() - started);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toContain("/reset-password/feedback/success");
    }
    // Before: ~26 ms for an unknown e-mail, ~270 ms for a known one. Now both wait for the floor.
    for (const value of [...durations.known!, ...durations.unknown!]) expect(value).toBeGreaterThanOrEqual(950);
  });

  /** Issue 11 item 10. */
  it("logs one line per login success and failure, with the request id and a keyed hash, never the secrets", async () => {
    const browser = new Browser(server.baseUrl);
    let csrf = await browser.csrf(CLIENT_LOGIN);
    const failed = await browser.post(CLIENT_LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: "Sbagliata.1" });
    const failedId = failed.headers.get("x-request-id");
    csrf = await browser.csrf(CLIENT_LOGIN);
    const ok = await browser.post(CLIENT_LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
    const okId = ok.headers.get("x-request-id");

    const event = (auth: string, requestId: string | null) =>
      server.printed(() => lines(server).find((line) => line.auth === auth && line.requestId === requestId));
    const failure = await event("login.failure", failedId);
    const success = await event("login.success", okId);
    expect(failure).toMatchObject({ reason: "badCredentials" });
    expect(success).toBeDefined();
    expect(failure!.account).toMatch(/^[\w-]{16,}$/);
    expect(failure!.account).toBe(success!.account);

    const all = server.output.join("");
    for (const secret of ["mario.rossi@example.com", PASSWORD, "Sbagliata.1", browser.cookies.get("ar_session")!]) {
      expect(all).not.toContain(secret);
    }
  });

  it("the embedded reference API never prints SQL or its parameters", () => {
    const all = server.output.join("");
    expect(all).not.toMatch(/\b(SELECT|INSERT|UPDATE)\b.*\$1/);
    expect(all).not.toContain("reference-api: ");
  });

  it("a render error is logged with the request id", async () => {
    const response = await fetch(`${server.baseUrl}/__test/session?explode`);
    const requestId = response.headers.get("x-request-id");
    await response.text();
    const error = await server.printed(() => lines(server).find((line) => line.msg === "render error" && line.requestId === requestId));
    expect(error).toMatchObject({ requestId });
  });
});
