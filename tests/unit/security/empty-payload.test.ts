import { describe, expect, it } from "vitest";
import { upstreamHandler } from "../../msw/upstream-handlers";
import { browserCookies, testClient, useUpstreamServer } from "../upstream/setup";

const server = useUpstreamServer();
const ctx = { cookies: browserCookies };

/** Issue 11 item 9: a schema-valid but empty answer is not a decision. */
describe("a 200 {} where the decision needs fields", () => {
  it("ConfirmPinSms answering {} is an unexpected payload, not a success", async () => {
    server.use(upstreamHandler("confirmPinSms", () => ({}) as never));
    const result = await testClient().confirmPinSms(ctx, { PinSms: "123456" });
    expect(result).toMatchObject({ ok: false, error: { kind: "unexpectedPayload" } });
  });

  it("Login answering only nulls is an unexpected payload", async () => {
    server.use(upstreamHandler("login", () => ({ UrlRedirect: null, CodeError: null }) as never));
    const result = await testClient().login(ctx, { Username: "mario.rossi@example.com", Password: "pw" });
    expect(result).toMatchObject({ ok: false, error: { kind: "unexpectedPayload" } });
  });

  it("Success true without a redirect is still an answer", async () => {
    server.use(upstreamHandler("confirmPinSms", () => ({ Success: true }) as never));
    const result = await testClient().confirmPinSms(ctx, { PinSms: "123456" });
    expect(result).toMatchObject({ ok: true });
  });

  it("a call whose answer is not shown may answer {}", async () => {
    server.use(upstreamHandler("resetPassword", () => ({}) as never));
    const result = await testClient().resetPassword(ctx, { Email: "mario.rossi@example.com" });
    expect(result).toMatchObject({ ok: true });
  });
});
