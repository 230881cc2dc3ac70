import { describe, expect, it } from "vitest";
import { decide, honouredQuery, isFlagHonoured } from "../../../app/flow/index";
import { clientQuery, now, success } from "./outcomes";

const url = "https://parcheggi.example.it/";

describe("fs and fsf are honoured only on the steps that set them (issue 12, decision 091)", () => {
  it.each([
    ["fs", "/sign-up", true],
    ["fs", "/pending-operation/confirm-mobile", true],
    ["fs", "/pending-operation/change-mobile", true],
    ["fs", "/pending-operation/confirm-email", true],
    ["fs", "/auth/client_login", false],
    ["fs", "/auth/sso-login", false],
    ["fs", "/pending-operation/email-selection", false],
    ["fs", "/pending-operation/migration/confirm-mobile", false],
    ["fs", "/pending-operation/need-accept-consents", false],
    ["fsf", "/sign-up-finalization/set-password", true],
    ["fsf", "/sign-up-finalization/confirm-email-pin", true],
    ["fsf", "/auth/client_login", false],
    ["fsf", "/pending-operation/confirm-mobile", false],
  ] as const)("%s at %s: %s", (flag, route, honoured) => {
    expect(isFlagHonoured(flag, route)).toBe(honoured);
  });

  it("a stale fs on the client login never makes a login a sign-up success", () => {
    expect(decide(success("login", { Success: true, UrlRedirect: url }), { route: "/auth/client_login", query: { ...clientQuery, fs: "1" }, now })).toEqual({
      redirect: { external: url },
    });
  });

  it("a stale fsf on the SSO login never makes a login a finalization success", () => {
    const decision = decide(success("sso", { Success: true, UrlRedirect: url }), { route: "/auth/sso-login", query: { returnUrl: url, fsf: "1" }, now });
    expect(decision).toEqual({ redirect: { external: url } });
  });

  it("fs after a sign-up still leads to the sign-up success page", () => {
    const decision = decide(success("confirmPinSms", { Success: true, UrlRedirect: url }), {
      route: "/pending-operation/confirm-mobile",
      query: { ...clientQuery, fs: "1" },
      now,
    });
    expect(decision.redirect).toEqual({ path: "/sign-up/feedback/success", query: { sr: url } });
  });

  it("honouredQuery keeps everything else", () => {
    expect(honouredQuery("/auth/client_login", { ...clientQuery, fs: "1", fsf: "1" })).toEqual(clientQuery);
    expect(honouredQuery("/pending-operation/confirm-mobile", { ...clientQuery, fs: "1" })).toEqual({ ...clientQuery, fs: "1" });
  });
});
