import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Client, latestCode, startApi, STARTUP_TIMEOUT } from "./helpers";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "reference-api-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it(
  "data written survives a restart; the schema and the demo accounts are not created twice",
  async () => {
    const first = await startApi({ database: { kind: "dir", path: dir } });
    const client = new Client(first.baseUrl);
    await client.post("/v2/SignUp/RegisterAccount", {
      Name: "Rita",
      Surname: "Sala",
      Email: "rita.sala@example.com",
      ConfirmEmail: "rita.sala@example.com",
      Password: "Resto.Qui2026",
      ConfirmPassword: "Resto.Qui2026",
      Prefix: "+39",
      Mobile: "3461230000",
      Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
    });
    const confirmed = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(first.api, "+393461230000") });
    expect(confirmed.body.Success).toBe(true);
    const outboxBefore = await first.api.outbox();
    await first.close();

    const second = await startApi({ database: { kind: "dir", path: dir } });
    try {
      const login = await new Client(second.baseUrl).post("/v2/Login/Login", {
        Username: "rita.sala@example.com",
        Password: "Resto.Qui2026",
        LoginClient: "parcheggi-web",
      });
      expect(login.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
      expect(await second.api.outbox()).toEqual(outboxBefore);
      const mario = await new Client(second.baseUrl).post("/v2/Login/Login", {
        Username: "mario.rossi@example.com",
        Password: "Parcheggio.2026",
      });
      expect(mario.body.Success).toBe(true);
    } finally {
      await second.close();
    }
  },
  STARTUP_TIMEOUT * 2,
);
