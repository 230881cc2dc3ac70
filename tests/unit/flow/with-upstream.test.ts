import { describe, expect, it } from "vitest";
import { AccountStatus, decide, hrefOf } from "../../../app/flow/index";
import { actionRequired, codeError, defaultUpstreamHandlers, upstreamHandler } from "../../msw/upstream-handlers";
import { browserCookies, testClient, useUpstreamServer } from "../upstream/setup";

const server = useUpstreamServer();
const now = Date.parse("2030-01-01T10:00:00.000Z");
const query = new URLSearchParams({ client: "parcheggi-web", redirect: "https://parcheggi.example.it/" });

// What a route action does (design §3): call the upstream, hand the result to the flow engine.
describe("client result → decision", () => {
  it("a successful client login sends the browser to the UrlRedirect", async () => {
    server.use(...defaultUpstreamHandlers());
    const result = await testClient().login(
      { cookies: browserCookies },
      { Username: "mario.rossi@example.com", Password: "Parcheggio.2026", LoginClient: "parcheggi-web" },
    );
    expect(decide(result, { route: "/auth/client_login", query, now })).toEqual({
      redirect: { external: "https://parcheggi.example.it/" },
    });
  });

  it("a sign-up answered with needConfirmPhone goes to confirm-mobile with fs=1 and the phone", async () => {
    server.use(
      upstreamHandler("registerAccount", () =>
        actionRequired("NEED_CONFIRM_PHONE", { PhoneNumber: "3401234571", PhonePrefix: "+39" }),
      ),
    );
    const result = await testClient().registerAccount(
      { cookies: browserCookies },
      {
        Name: "Paolo",
        Surname: "Gallo",
        Password: "Parcheggio.2026",
        ConfirmPassword: "Parcheggio.2026",
        Prefix: "+39",
        Mobile: "3401234571",
        Email: "paolo.gallo@example.com",
        ConfirmEmail: "paolo.gallo@example.com",
        Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
      },
    );
    const decision = decide(result, { route: "/sign-up", query, now });
    expect(decision).toEqual({
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/confirm-mobile", query: { ...Object.fromEntries(query), fs: "1" } },
      state: { mobileNumber: "3401234571", mobileCountryCode: "+39" },
      locks: { smsDispatchUntil: now + 60_000 },
    });
    expect(decision.redirect && "path" in decision.redirect ? hrefOf(decision.redirect) : null).toBe(
      "/pending-operation/confirm-mobile?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F&fs=1",
    );
  });

  it("a confirmation answered OTP_REQUEST_BLOCKED shows the temporary block until the upstream's time", async () => {
    server.use(
      upstreamHandler("confirmPinSms", () =>
        codeError("OTP_REQUEST_BLOCKED", { OTPRequestBlockedUntil: "/Date(1893492000000+0100)/" }),
      ),
    );
    const result = await testClient().confirmPinSms({ cookies: browserCookies }, { PinSms: "000000" });
    expect(decide(result, { route: "/pending-operation/confirm-mobile", query: {}, now })).toEqual({
      status: AccountStatus.temporaryBlocked,
      redirect: { path: "/account/temporary-blocked", query: {} },
      locks: { temporaryBlockUntil: 1893492000000 },
    });
  });

  it("a propagated error is the client's own typed error", async () => {
    server.use(upstreamHandler("confirmPinSms", () => codeError("ERR", { MessageError: "Codice errato" })));
    const result = await testClient().confirmPinSms({ cookies: browserCookies }, { PinSms: "1" });
    const decision = decide(result, { route: "/pending-operation/confirm-mobile", query: {}, now });
    expect(decision.propagate).toBe(result.ok ? undefined : result.error);
    expect(decision.propagate?.message).toBe("Codice errato");
  });
});
