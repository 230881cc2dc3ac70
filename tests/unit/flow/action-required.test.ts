import { describe, expect, it } from "vitest";
import type { FlowDecision } from "../../../app/flow/index";
import { AccountStatus, decide, RequiredAction, smsDispatchLockMs } from "../../../app/flow/index";
import { actionRequired, clientQuery, contact, errorOf, now } from "./outcomes";

const phone = { mobileNumber: "3355550000", mobileCountryCode: "+39" };
const email = { email: "tina.sottile@example.com" };
const blockedUntil = new Date("2030-01-01T10:05:00.000Z");

interface Row {
  name: string;
  action: string;
  route: string;
  query?: Record<string, string>;
  expected: FlowDecision;
}

// Spec §4's action-required table, its Action column as the spec writes it.
const specActions = [
  "needConfirmPhone",
  "needConfirmEmail",
  "needAcceptRequiredConsents",
  "needChangePassword",
  "needInsertPhone",
  "needThinRegistrationConfirmPhone",
  "needThinRegistrationValidateEmail",
  "needThinRegistrationConfirmEmail",
  "needThinRegistrationGetPassword",
  "needThinRegistrationCheckPhone",
] as const;

// Spec §4's action-required table: every row, and every branch a row names.
const rows: Row[] = [
  {
    name: "needConfirmPhone in sign-up → confirm-mobile, fs=1 added and sr cleared, 60 s SMS lock",
    action: "needConfirmPhone",
    route: "/sign-up",
    query: { ...clientQuery, sr: "https://parcheggi.example.it/old" },
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/confirm-mobile", query: { ...clientQuery, fs: "1" } },
      state: phone,
      locks: { smsDispatchUntil: now + smsDispatchLockMs },
    },
  },
  {
    name: "needConfirmPhone with the fs flag → confirm-mobile, query kept",
    action: "needConfirmPhone",
    route: "/pending-operation/change-mobile",
    query: { ...clientQuery, fs: "1" },
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/confirm-mobile", query: { ...clientQuery, fs: "1" } },
      state: phone,
      locks: { smsDispatchUntil: now + smsDispatchLockMs },
    },
  },
  {
    // Issue 12 (decision 091): a stale fs carried into a login is not the sign-up's flag.
    name: "needConfirmPhone on the login with a stale fs → account/unconfirmed, the flag dropped",
    action: "needConfirmPhone",
    route: "/auth/client_login",
    query: { ...clientQuery, fs: "1" },
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/account/unconfirmed", query: clientQuery },
      state: phone,
      locks: { smsDispatchUntil: now + smsDispatchLockMs },
    },
  },
  {
    name: "needConfirmPhone in migration → confirm-mobile",
    action: "needConfirmPhone",
    route: "/pending-operation/migration/need-insert-phone",
    query: clientQuery,
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/confirm-mobile", query: clientQuery },
      state: phone,
      locks: { smsDispatchUntil: now + smsDispatchLockMs },
    },
  },
  {
    name: "needConfirmPhone on confirm-email → confirm-mobile",
    action: "needConfirmPhone",
    route: "/pending-operation/confirm-email",
    query: {},
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/confirm-mobile", query: {} },
      state: phone,
      locks: { smsDispatchUntil: now + smsDispatchLockMs },
    },
  },
  {
    name: "needConfirmPhone elsewhere → account/unconfirmed",
    action: "needConfirmPhone",
    route: "/auth/client_login",
    query: clientQuery,
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/account/unconfirmed", query: clientQuery },
      state: phone,
      locks: { smsDispatchUntil: now + smsDispatchLockMs },
    },
  },
  {
    name: "needConfirmPhone already on confirm-mobile → no new SMS lock",
    action: "needConfirmPhone",
    route: "/pending-operation/confirm-mobile",
    query: { fs: "1" },
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/confirm-mobile", query: { fs: "1" } },
      state: phone,
    },
  },
  {
    name: "needConfirmEmail → confirm-email with fs=1 and the e-mail state",
    action: "needConfirmEmail",
    route: "/auth/client_login",
    query: clientQuery,
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/confirm-email", query: { ...clientQuery, fs: "1" } },
      state: email,
    },
  },
  {
    name: "needAcceptRequiredConsents → need-accept-consents",
    action: "needAcceptRequiredConsents",
    route: "/auth/client_login",
    query: clientQuery,
    expected: {
      status: AccountStatus.needAcceptConsents,
      redirect: { path: "/pending-operation/need-accept-consents", query: clientQuery },
    },
  },
  {
    name: "needChangePassword → change-password",
    action: "needChangePassword",
    route: "/auth/sso-login",
    query: { returnUrl: "https://sso.example.it/back" },
    expected: {
      status: AccountStatus.needChangePassword,
      redirect: { path: "/pending-operation/change-password", query: { returnUrl: "https://sso.example.it/back" } },
    },
  },
  {
    name: "needInsertPhone → migration/need-insert-phone",
    action: "needInsertPhone",
    route: "/auth/client_login",
    query: clientQuery,
    expected: {
      status: AccountStatus.unconfirmed,
      redirect: { path: "/pending-operation/migration/need-insert-phone", query: clientQuery },
    },
  },
  {
    name: "needInsertPhone already there → status only, error swallowed",
    action: "needInsertPhone",
    route: "/pending-operation/migration/need-insert-phone",
    query: clientQuery,
    expected: { status: AccountStatus.unconfirmed },
  },
  {
    name: "needThinRegistrationConfirmPhone → verify-mobile with the phone state, OTP blocked-until recorded",
    action: "needThinRegistrationConfirmPhone",
    route: "/sign-up-finalization",
    query: clientQuery,
    expected: {
      status: AccountStatus.uncompleted,
      redirect: { path: "/sign-up-finalization/verify-mobile", query: clientQuery },
      state: phone,
      locks: { otpBlockedUntil: blockedUntil.getTime() },
    },
  },
  {
    name: "needThinRegistrationValidateEmail → select-email with phone and e-mail state",
    action: "needThinRegistrationValidateEmail",
    route: "/sign-up-finalization/verify-mobile",
    query: clientQuery,
    expected: {
      status: AccountStatus.uncompleted,
      redirect: { path: "/sign-up-finalization/select-email", query: clientQuery },
      state: { ...phone, ...email },
    },
  },
  {
    name: "needThinRegistrationConfirmEmail → confirm-email-pin, e-mail OTP blocked-until recorded",
    action: "needThinRegistrationConfirmEmail",
    route: "/sign-up-finalization/select-email",
    query: clientQuery,
    expected: {
      status: AccountStatus.uncompleted,
      redirect: { path: "/sign-up-finalization/confirm-email-pin", query: clientQuery },
      locks: { emailOtpBlockedUntil: blockedUntil.getTime() + 60_000 },
    },
  },
  {
    name: "needThinRegistrationGetPassword from confirm-email-pin → set-password with fsf=1",
    action: "needThinRegistrationGetPassword",
    route: "/sign-up-finalization/confirm-email-pin",
    query: clientQuery,
    expected: {
      status: AccountStatus.uncompleted,
      redirect: { path: "/sign-up-finalization/set-password", query: { ...clientQuery, fsf: "1" } },
    },
  },
  {
    name: "needThinRegistrationGetPassword from verify-mobile → set-password with fsf=1",
    action: "needThinRegistrationGetPassword",
    route: "/sign-up-finalization/verify-mobile",
    query: {},
    expected: {
      status: AccountStatus.uncompleted,
      redirect: { path: "/sign-up-finalization/set-password", query: { fsf: "1" } },
    },
  },
  {
    name: "needThinRegistrationGetPassword elsewhere → set-password without fsf",
    action: "needThinRegistrationGetPassword",
    route: "/auth/client_login",
    query: clientQuery,
    expected: {
      status: AccountStatus.uncompleted,
      redirect: { path: "/sign-up-finalization/set-password", query: clientQuery },
    },
  },
  {
    name: "needThinRegistrationCheckPhone → sign-up-finalization root with phone, e-mail and names",
    action: "needThinRegistrationCheckPhone",
    route: "/sign-up",
    query: clientQuery,
    expected: {
      status: AccountStatus.uncompleted,
      redirect: { path: "/sign-up-finalization", query: clientQuery },
      state: { ...phone, ...email, firstName: "Tina", lastName: "Sottile" },
    },
  },
];

const body = {
  ...contact,
  OTPRequestBlockedUntil: blockedUntil,
  OTPEmailRequestBlockedUntil: new Date(blockedUntil.getTime() + 60_000),
};

describe("action-required table (spec §4)", () => {
  it.each(rows)("$name", ({ action, route, query, expected }) => {
    expect(decide(actionRequired(action, body), { route, query: query ?? {}, now })).toEqual(expected);
  });

  it("spec §4's action-required table has 10 actions", () => {
    expect(specActions, "spec §4's action-required table, row by row").toHaveLength(10);
  });

  it.each(specActions)("%s, a row of spec §4's table, has its cases here and in the code", (action) => {
    expect(rows.map((row) => row.action), `spec §4's action-required table has a row ${action}`).toContain(action);
    expect(Object.values(RequiredAction), `spec §4's action-required table has a row ${action}`).toContain(action);
  });

  it("needConfirmEmail already on confirm-email: the error propagates", () => {
    const outcome = actionRequired("needConfirmEmail", body);
    const decision = decide(outcome, { route: "/pending-operation/confirm-email", query: { fs: "1" }, now });
    expect(decision).toEqual({ status: AccountStatus.unconfirmed, propagate: errorOf(outcome) });
    expect(decision.redirect).toBeUndefined();
  });

  it.each([
    ["NEED_CONFIRM_PHONE", "/auth/client_login", "/account/unconfirmed"],
    ["NEED_THIN_REGISTRATION_CHECK_PHONE", "/sign-up", "/sign-up-finalization"],
    ["needthinregistrationconfirmemail", "/sign-up", "/sign-up-finalization/confirm-email-pin"],
  ])("reads the spelling %s the same as the table's (decision 013)", (action, route, path) => {
    expect(decide(actionRequired(action, body), { route, query: {}, now }).redirect).toEqual({ path, query: {} });
  });

  it("matches routes with a trailing slash", () => {
    const decision = decide(actionRequired("needConfirmPhone", body), { route: "/sign-up/", query: {}, now });
    expect(decision.redirect).toEqual({ path: "/pending-operation/confirm-mobile", query: { fs: "1" } });
  });

  it("does not treat sign-up-finalization as sign-up", () => {
    const decision = decide(actionRequired("needConfirmPhone", body), { route: "/sign-up-finalization", query: {}, now });
    expect(decision.redirect).toEqual({ path: "/account/unconfirmed", query: {} });
  });

  it("lets an action the table does not know propagate", () => {
    const outcome = actionRequired("needSomethingNew", body, "acceptConsents");
    expect(decide(outcome, { route: "/pending-operation/need-accept-consents", query: {}, now })).toEqual({
      propagate: errorOf(outcome),
    });
  });
});
