import { describe, expect, it } from "vitest";
import {
  decide,
  isLocked,
  resendSmsFailedToast,
  secondsLeft,
  smsDispatchExpiry,
  temporaryBlockExpiry,
} from "../../../app/flow/index";
import { actionRequired, codeFailure, now, otherFailure, success } from "./outcomes";

const route = "/pending-operation/confirm-mobile";

describe("SMS resend (spec §4, §7, §8)", () => {
  it("a successful resend blocks the next SMS for 60 s", () => {
    expect(decide(success("resendSms"), { route, query: {}, now })).toEqual({
      locks: { smsDispatchUntil: now + 60_000 },
    });
  });

  it("needConfirmPhone on a resend counts as success", () => {
    expect(decide(actionRequired("needConfirmPhone", {}, "resendSms"), { route, query: {}, now })).toEqual({
      locks: { smsDispatchUntil: now + 60_000 },
    });
  });

  it.each([
    ["a code error", codeFailure("resendSms", "ERR_GENERIC")],
    ["a network failure", otherFailure("resendSms", "network")],
  ])("%s → error toast 'Si è verificato un errore' for 10 s", (_name, outcome) => {
    expect(decide(outcome, { route, query: {}, now })).toEqual({
      toast: { severity: "error", message: "Si è verificato un errore", durationMs: 10_000 },
    });
    expect(resendSmsFailedToast.durationMs).toBe(10_000);
  });
});

describe("OTP blocked-until times (spec §4)", () => {
  const until = new Date("2030-01-01T10:01:00.000Z");

  it.each(["checkPhone", "resendPhoneOtp"])("%s records the phone OTP dispatch expiry", (call) => {
    const outcome = success(call, { Success: true, IsOTPGenerated: true, OTPRequestBlockedUntil: until });
    expect(decide(outcome, { route: "/sign-up-finalization", query: {}, now })).toEqual({
      locks: { otpBlockedUntil: until.getTime() },
    });
  });

  it.each(["checkEmail", "resendEmailOtp"])("%s records the e-mail OTP dispatch expiry", (call) => {
    const outcome = success(call, { Success: true, OTPEmailRequestBlockedUntil: until });
    expect(decide(outcome, { route: "/sign-up-finalization/select-email", query: {}, now })).toEqual({
      locks: { emailOtpBlockedUntil: until.getTime() },
    });
  });

  it("a null blocked-until records nothing", () => {
    const outcome = success("checkEmail", { Success: true, OTPEmailRequestBlockedUntil: null });
    expect(decide(outcome, { route: "/sign-up-finalization/select-email", query: {}, now })).toEqual({});
  });
});

describe("lock arithmetic", () => {
  it("SMS dispatch expiry is 60 s from now", () => {
    expect(smsDispatchExpiry(now)).toBe(now + 60_000);
  });

  it.each([
    [1, now + 60_000],
    [15, now + 900_000],
  ])("a temporary block of %i minutes from now ends at %i", (minutes, expected) => {
    expect(temporaryBlockExpiry(now, minutes)).toBe(expected);
  });

  it.each([
    [undefined, 0, false],
    [now - 1, 0, false],
    [now, 0, false],
    [now + 1, 1, true],
    [now + 59_001, 60, true],
  ])("until %j: %i s left, locked %s", (until, seconds, locked) => {
    expect(secondsLeft(until, now)).toBe(seconds);
    expect(isLocked(until, now)).toBe(locked);
  });
});
