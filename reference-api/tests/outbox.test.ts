import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { Client, latestCode, loginBody, startApi, STARTUP_TIMEOUT } from "./helpers";

let h: Harness;
beforeAll(async () => {
  // Where people reach the API, as the application configures it (without the final slash, which it adds).
  h = await startApi({ publicUrl: "https://area-riservata.example.it/reference-api" });
}, STARTUP_TIMEOUT);
afterAll(() => h.close());

describe("outbox", () => {
  it("/outbox shows the code sent by a resend, newest first, and /outbox.json lists the same", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/Login/Login", loginBody("paolo.gallo@example.com"));
    h.clock.advance(60);
    await client.post("/v2/Account/Pending/ResendSms");
    const code = await latestCode(h.api, "+393401234571");

    const json = await client.get("/outbox.json");
    const messages = JSON.parse(json.text) as Array<{ id: number; channel: string; to: string; body: string; createdAt: string }>;
    expect(messages[0]).toMatchObject({ channel: "sms", to: "+393401234571", body: expect.stringContaining(code) });
    // WebOTP: the last line binds the code to the web app's host (the option's default here).
    expect(messages[0]?.body.split("\n").at(-1)).toBe(`@localhost #${code}`);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => b - a));
    expect(messages[0]?.createdAt).toBe(h.clock.now().toISOString());

    const page = await client.get("/outbox");
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="it">');
    expect(page.text).toContain(code);
    expect(page.text.indexOf(code)).toBeLessThan(page.text.lastIndexOf("+393401234571"));
  });

  it("escapes what it shows and links confirmation e-mails at the configured address, not the one asked at", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/Login/Login", loginBody("sara.conti@example.com"));
    const mail = (await h.api.outbox()).find((message) => message.to === "sara.conti@example.com");
    expect(mail?.body).toMatch(/: https:\/\/area-riservata\.example\.it\/reference-api\/v2\/Account\/ConfirmEmailLink\?account=\d+&code=\d{6}\n/);
    const page = await client.get("/outbox");
    expect(page.text).toMatch(/<a href="https:\/\/area-riservata\.example\.it\/reference-api\/v2\/Account\/ConfirmEmailLink\?account=\d+&#38;code=\d{6}">/);
  });

  it("POST /demo/reset puts the demo accounts back", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/Login/Login", loginBody("marco.ricci@example.com"));
    await client.post("/v2/Account/Pending/AcceptConsents", { Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }] });
    expect((await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("marco.ricci@example.com"))).body.Success).toBe(true);
    expect((await new Client(h.baseUrl).post("/demo/reset")).body).toEqual({ Success: true });
    const after = await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("marco.ricci@example.com"));
    expect(after.body.ActionRequired).toBe("needAcceptRequiredConsents");
  });
});

describe("with APP_ENV=Prod", () => {
  it("the outbox and the demo reset are not mounted (404), the API itself is", async () => {
    const prod = await startApi({ appEnv: "Prod" });
    try {
      const client = new Client(prod.baseUrl);
      expect((await client.get("/outbox")).status).toBe(404);
      expect((await client.get("/outbox.json")).status).toBe(404);
      expect((await client.post("/demo/reset")).status).toBe(404);
      expect((await client.get("/v2/Configuration/GetConsentsConfiguration")).status).toBe(200);
    } finally {
      await prod.close();
    }
  }, STARTUP_TIMEOUT);
});
