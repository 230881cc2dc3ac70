import { describe, expect, it } from "vitest";
import * as copy from "../../../app/copy/it";
import { AccountStatus, decide, keepsThinStep, ThinStep, thinScreenRedirect, thinStepOf } from "../../../app/flow/index";
import { clientQuery, codeFailure, now, success } from "./outcomes";

const later = new Date(now + 15 * 60_000);

describe("thin registration steps (decision 080)", () => {
  it.each([
    ["/sign-up-finalization", ThinStep.checkPhone],
    ["/sign-up-finalization/select-mobile?client=x", ThinStep.checkPhone],
    ["/sign-up-finalization/verify-mobile", ThinStep.confirmPhone],
    ["/Sign-Up-Finalization/select-email/", ThinStep.validateEmail],
    ["/sign-up-finalization/confirm-email-pin?fsf=1", ThinStep.confirmEmail],
    ["/sign-up-finalization/set-password?fsf=1", ThinStep.getPassword],
    ["/sign-up-finalization/unassociated-failure", null],
    ["/sign-up-finalization/feedback/success", null],
    ["/pending-operation/confirm-mobile", null],
  ])("%s asks for step %s", (href, step) => {
    expect(thinStepOf(href)).toBe(step);
  });

  it("a screen opens at its own step", () => {
    for (const step of Object.values(ThinStep)) expect(thinScreenRedirect(step, step)).toBeNull();
  });

  it("one step back opens where the upstream still accepts it: a new number, a new address", () => {
    expect(thinScreenRedirect("/sign-up-finalization", ThinStep.confirmPhone)).toBeNull();
    expect(thinScreenRedirect("/sign-up-finalization/select-mobile", ThinStep.confirmPhone)).toBeNull();
    expect(thinScreenRedirect("/sign-up-finalization/select-email", ThinStep.confirmEmail)).toBeNull();
  });

  it.each([
    ["set-password opened at the phone check", "/sign-up-finalization/set-password", ThinStep.checkPhone],
    ["set-password opened while the phone code is owed", "/sign-up-finalization/set-password", ThinStep.confirmPhone],
    ["the e-mail code skipped", "/sign-up-finalization/set-password", ThinStep.confirmEmail],
    ["verify-mobile once the phone is confirmed", "/sign-up-finalization/verify-mobile", ThinStep.validateEmail],
    ["the root once the e-mail is given", "/sign-up-finalization", ThinStep.confirmEmail],
    ["select-email before the phone code", "/sign-up-finalization/select-email", ThinStep.confirmPhone],
    ["confirm-email-pin at the password", "/sign-up-finalization/confirm-email-pin", ThinStep.getPassword],
  ])("%s → the step owed", (_name, screen, current) => {
    expect(thinScreenRedirect(screen, current)).toBe(current);
  });

  it("only uncompleted and temporaryBlocked keep a registration under way", () => {
    expect(keepsThinStep(AccountStatus.uncompleted)).toBe(true);
    expect(keepsThinStep(AccountStatus.temporaryBlocked)).toBe(true);
    for (const status of [AccountStatus.active, AccountStatus.unconfirmed, AccountStatus.unknown, AccountStatus.blocked]) {
      expect(keepsThinStep(status)).toBe(false);
    }
  });
});

describe("thin calls in decide (decision 080)", () => {
  const route = "/sign-up-finalization/verify-mobile";

  it.each(["confirmPhoneOtp", "confirmEmailOtp"])("%s refused with AttemptBlockedUntil → temporary block until then, query kept", (call) => {
    const outcome = codeFailure(call, "NOV", { AttemptBlockedUntil: later, AvailableAttempts: 0 });
    expect(decide(outcome, { route, query: clientQuery, now })).toEqual({
      status: AccountStatus.temporaryBlocked,
      redirect: { path: "/account/temporary-blocked", query: clientQuery },
      locks: { temporaryBlockUntil: later.getTime() },
    });
  });

  it("a wrong code with attempts left is the screen's to say (propagated)", () => {
    const outcome = codeFailure("confirmPhoneOtp", "NOV", { AvailableAttempts: 3 });
    const decision = decide(outcome, { route, query: {}, now });
    expect(decision.redirect).toBeUndefined();
    expect(decision.propagate?.body).toMatchObject({ AvailableAttempts: 3 });
  });

  it("an AttemptBlockedUntil already past is no block", () => {
    const outcome = codeFailure("confirmPhoneOtp", "NOV", { AttemptBlockedUntil: new Date(now - 1000) });
    expect(decide(outcome, { route, query: {}, now }).status).toBeUndefined();
  });

  it("OTP_REQUEST_BLOCKED on the e-mail channel blocks until OTPEmailRequestBlockedUntil", () => {
    const outcome = codeFailure("resendEmailOtp", "OTP_REQUEST_BLOCKED", { OTPEmailRequestBlockedUntil: later });
    expect(decide(outcome, { route: "/sign-up-finalization/confirm-email-pin", query: {}, now })).toEqual({
      status: AccountStatus.temporaryBlocked,
      redirect: { path: "/account/temporary-blocked", query: {} },
      locks: { temporaryBlockUntil: later.getTime() },
    });
  });

  it("CompleteRegistration's success makes the account active and follows fsf to the finalization's success page", () => {
    const outcome = success("completeRegistration", { Success: true, UrlRedirect: "https://parcheggi.example.it/" });
    expect(decide(outcome, { route: "/sign-up-finalization/set-password", query: { ...clientQuery, fsf: "1" }, now })).toEqual({
      status: AccountStatus.active,
      redirect: { path: "/sign-up-finalization/feedback/success", query: { sr: "https://parcheggi.example.it/" } },
    });
  });

  it("CheckPhone's and CheckEmail's next-send times become the resend locks", () => {
    const next = new Date(now + 60_000);
    expect(decide(success("checkPhone", { IsOTPGenerated: true, OTPRequestBlockedUntil: next }), { route, query: {}, now }).locks).toEqual({
      otpBlockedUntil: next.getTime(),
    });
    expect(decide(success("checkEmail", { OTPEmailRequestBlockedUntil: next }), { route, query: {}, now }).locks).toEqual({
      emailOtpBlockedUntil: next.getTime(),
    });
  });
});

describe("requests left, in correct Italian (attempts left: tests/unit/copy/format.test.ts)", () => {
  it.each([
    [0, "Era l'ultimo codice che puoi richiedere per ora."],
    [1, "Puoi richiedere ancora 1 nuovo codice."],
    [4, "Puoi richiedere ancora 4 nuovi codici."],
  ])("%i requests", (count, text) => {
    expect(copy.signUpFinalization.requestsLeft(count)).toBe(text);
  });
});
