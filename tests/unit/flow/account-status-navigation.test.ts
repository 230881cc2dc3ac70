import { describe, expect, it } from "vitest";
import { AccountStatus, decide, defaultTemporaryBlockMinutes } from "../../../app/flow/index";
import { clientQuery, codeFailure, errorOf, now } from "./outcomes";

const route = "/auth/client_login";

describe("a failed call whose CodeError maps to a status (spec §4, decisions 002 and 016)", () => {
  it.each([
    ["USER_IN_BLACKLIST", AccountStatus.blocked, "/account/blocked"],
    ["USER_IN_UNHANDLED_STATUS", AccountStatus.inactive, "/account/inactive"],
    ["USER_WAITING_FOR_CLOSURE", AccountStatus.closing, "/account/closing"],
    ["USER_NOT_CONFIRMED", AccountStatus.unconfirmed, "/account/unconfirmed"],
  ])("%s → status %i and %s, query kept", (code, status, path) => {
    expect(decide(codeFailure("changePassword", code), { route, query: clientQuery, now })).toEqual({
      status,
      redirect: { path, query: clientQuery },
    });
  });

  it("OTP_REQUEST_BLOCKED → temporary-blocked, expiry from the answer", () => {
    const until = new Date("2030-01-01T10:12:00.000Z");
    const outcome = codeFailure("resendPhoneOtp", "OTP_REQUEST_BLOCKED", { OTPRequestBlockedUntil: until });
    expect(decide(outcome, { route: "/sign-up-finalization/verify-mobile", query: {}, now })).toEqual({
      status: AccountStatus.temporaryBlocked,
      redirect: { path: "/account/temporary-blocked", query: {} },
      locks: { temporaryBlockUntil: until.getTime() },
    });
  });

  it("OTP_REQUEST_BLOCKED without an expiry → 15 minutes from now", () => {
    const outcome = codeFailure("confirmPinSms", "OTP_REQUEST_BLOCKED");
    expect(decide(outcome, { route: "/pending-operation/confirm-mobile", query: {}, now })).toEqual({
      status: AccountStatus.temporaryBlocked,
      redirect: { path: "/account/temporary-blocked", query: {} },
      locks: { temporaryBlockUntil: now + defaultTemporaryBlockMinutes * 60_000 },
    });
  });

  it("AMBIGUOUS_CREDENTIALS → email-selection with password, phone number and prefix from the answer", () => {
    const outcome = codeFailure("login", "AMBIGUOUS_CREDENTIALS", { Password: "Parcheggio.2026", Mobile: "3409999999", Prefix: "+39" });
    expect(decide(outcome, { route, query: clientQuery, now })).toEqual({
      status: AccountStatus.ambiguous,
      redirect: { path: "/pending-operation/email-selection", query: clientQuery },
      state: { password: "Parcheggio.2026", phoneNumber: "3409999999", phonePrefix: "+39" },
      loginFailure: "other",
    });
  });

  it("AMBIGUOUS_CREDENTIALS without them in the answer → what the user submitted", () => {
    const outcome = codeFailure("login", "AMBIGUOUS_CREDENTIALS");
    const submitted = { password: "pw", phoneNumber: "3409999999", phonePrefix: "+39" };
    expect(decide(outcome, { route, query: {}, now, submitted }).state).toEqual({
      password: "pw",
      phoneNumber: "3409999999",
      phonePrefix: "+39",
    });
  });

  it("a code without a status on a call without its own rule propagates", () => {
    const outcome = codeFailure("confirmPinSms", "ERR_GENERIC", { MessageError: "PIN errato" });
    expect(decide(outcome, { route: "/pending-operation/confirm-mobile", query: {}, now })).toEqual({
      propagate: errorOf(outcome),
    });
    expect(errorOf(outcome).message).toBe("PIN errato");
  });

  it.each([
    ["USED_EMAIL", "validateEmail", "email"],
    ["BLOCKED_EMAIL", "validateEmail", "email"],
    ["USED_MOBILE", "validateCell", "mobileNumber"],
    ["BLOCKED_MOBILE", "validateCell", "mobileNumber"],
  ])("%s on %s becomes a field error on %s (spec §5)", (code, call, field) => {
    const outcome = codeFailure(call, code, { MessageError: "Già in uso" });
    expect(decide(outcome, { route: "/sign-up", query: {}, now })).toEqual({
      fieldErrors: { [field]: { code, message: "Già in uso" } },
    });
  });

  it("a validation error becomes field errors", () => {
    const fields = { email: { code: "USED_EMAIL", message: "Già in uso" } };
    const decision = decide(
      { ok: false, call: "registerAccount", error: { kind: "validation", message: "x", fields } },
      { route: "/sign-up", query: {}, now },
    );
    expect(decision).toEqual({ fieldErrors: fields });
  });

  it.each(["network", "http", "unexpectedPayload", "aborted"])("a %s failure propagates", (kind) => {
    const error = { kind, message: kind };
    expect(decide({ ok: false, call: "getToponym", error }, { route: "/sign-up", query: {}, now })).toEqual({
      propagate: error,
    });
  });
});
