import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { Client, loginBody, startApi, STARTUP_TIMEOUT } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startApi();
}, STARTUP_TIMEOUT);
afterAll(() => h.close());

const validator = new HtmlValidate({ extends: ["html-validate:recommended"] });

it("the outbox page and the e-mail confirmation page are valid HTML", async () => {
  const client = new Client(h.baseUrl);
  await client.post("/v2/Login/Login", loginBody("sara.conti@example.com"));
  const outbox = await client.get("/outbox");
  const link = (await h.api.outbox())[0]?.body.match(/(\S+\/v2\/Account\/ConfirmEmailLink\?\S+)/)?.[1] ?? "";
  // Absolute, at the API's public address (the option's default here): opened by its path on this listener.
  const { pathname, search } = new URL(link);
  const confirmation = await client.get(`${pathname}${search}`);
  expect(confirmation.text).toContain("confermato");
  for (const page of [outbox.text, confirmation.text]) {
    const report = await validator.validateString(page);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  }
});

it("an SSO login with RememberMe keeps its cookie for 30 days", async () => {
  const answer = await new Client(h.baseUrl).post("/v2/Login/Sso", { ...loginBody("mario.rossi@example.com"), RememberMe: true });
  expect(answer.body.Success).toBe(true);
  expect(answer.setCookies.find((c) => c.startsWith("ra_session="))).toMatch(/Max-Age=2592000/);
});
