import { describe, expect, it } from "vitest";
import { AccountStatus, isAccountStatus, statusForCode } from "../../../app/flow/index";

describe("account status values (spec §3)", () => {
  it.each([
    ["unknown", 0],
    ["active", 1],
    ["unconfirmed", 2],
    ["disabled", 3],
    ["blocked", 4],
    ["ambiguous", 5],
    ["closing", 6],
    ["uncompleted", 7],
    ["temporaryBlocked", 8],
    ["inactive", 9],
    ["needAcceptConsents", 10],
    ["needChangePassword", 11],
  ] as const)("%s is %i", (name, value) => {
    expect(AccountStatus[name]).toBe(value);
    expect(isAccountStatus(value)).toBe(true);
  });

  it("has exactly the twelve statuses of the spec", () => {
    expect(Object.keys(AccountStatus)).toHaveLength(12);
  });
});

describe("server code → status (spec §3, decision 002)", () => {
  it.each([
    ["USER_NOT_CONFIRMED", AccountStatus.unconfirmed],
    ["USER_DISABLED", AccountStatus.disabled],
    ["USER_WAITING_FOR_CLOSURE", AccountStatus.closing],
    ["USER_IN_BLACKLIST", AccountStatus.blocked],
    ["AMBIGUOUS_CREDENTIALS", AccountStatus.ambiguous],
    ["OTP_REQUEST_BLOCKED", AccountStatus.temporaryBlocked],
    ["USER_IN_UNHANDLED_STATUS", AccountStatus.inactive],
  ])("%s → %i", (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it.each(["WRONG_CREDENTIALS", "ACTION_REQUIRED", "ERR_GENERIC", "USED_EMAIL", "", null, undefined])(
    "any other code (%j) → unknown",
    (code) => {
      expect(statusForCode(code)).toBe(AccountStatus.unknown);
    },
  );

  it.each([
    ["userInBlacklist", AccountStatus.blocked],
    ["otp_request_blocked", AccountStatus.temporaryBlocked],
  ])("reads the camelCase or lower-case spelling %s the same (decision 013)", (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });
});
