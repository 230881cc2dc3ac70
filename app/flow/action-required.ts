import { AccountStatus } from "./account-status";
import { codeKey } from "./codes";
import type { Locks } from "./locks";
import { smsDispatchExpiry } from "./locks";
import type { NavigationState } from "./navigation-state";
import { contactState, emailState, phoneState } from "./navigation-state";
import type { FlowErrorBody } from "./outcome";
import type { Query } from "./query";
import { isFlagSet, withoutParams } from "./query";
import { FlowRoute, isWithin, normaliseRoute } from "./routes";

/** Spec §4: the actions an ACTION_REQUIRED answer names in its ActionRequired field. */
export const RequiredAction = {
  needConfirmPhone: "needConfirmPhone",
  needConfirmEmail: "needConfirmEmail",
  needAcceptRequiredConsents: "needAcceptRequiredConsents",
  needChangePassword: "needChangePassword",
  needInsertPhone: "needInsertPhone",
  needThinRegistrationConfirmPhone: "needThinRegistrationConfirmPhone",
  needThinRegistrationValidateEmail: "needThinRegistrationValidateEmail",
  needThinRegistrationConfirmEmail: "needThinRegistrationConfirmEmail",
  needThinRegistrationGetPassword: "needThinRegistrationGetPassword",
  needThinRegistrationCheckPhone: "needThinRegistrationCheckPhone",
} as const;

export type RequiredAction = (typeof RequiredAction)[keyof typeof RequiredAction];

export interface ActionContext {
  route: string;
  query: Query;
  now: number;
  body: FlowErrorBody;
}

/** One row's outcome. Without `propagate` the original error is swallowed (spec §4). */
export interface ActionDecision {
  status: AccountStatus;
  redirect?: { path: string; query: Query };
  state?: NavigationState;
  locks?: Locks;
  propagate?: true;
}

const at = (route: string, path: string) => normaliseRoute(route) === path;
const epoch = (date: Date | null | undefined) => (date ? { at: date.getTime() } : null);

const rows: Record<RequiredAction, (ctx: ActionContext) => ActionDecision> = {
  needConfirmPhone: ({ route, query, now, body }) => {
    const onConfirmMobile = at(route, FlowRoute.confirmMobile) || at(route, FlowRoute.migrationConfirmMobile);
    const locks = onConfirmMobile ? undefined : { smsDispatchUntil: smsDispatchExpiry(now) };
    const inSignUp = isWithin(route, FlowRoute.signUp);
    const toConfirmMobile =
      inSignUp || isFlagSet(query, "fs") || isWithin(route, FlowRoute.migration) || at(route, FlowRoute.confirmEmail);
    // Decision 015: leaving sign-up, `sr` is cleared; the success page later gets its own.
    const nextQuery = inSignUp ? { ...withoutParams(query, "sr"), fs: "1" } : query;
    return {
      status: AccountStatus.unconfirmed,
      redirect: { path: toConfirmMobile ? FlowRoute.confirmMobile : FlowRoute.accountUnconfirmed, query: nextQuery },
      state: phoneState(body),
      ...(locks ? { locks } : {}),
    };
  },
  needConfirmEmail: ({ route, query, body }) =>
    at(route, FlowRoute.confirmEmail)
      ? { status: AccountStatus.unconfirmed, propagate: true }
      : {
          status: AccountStatus.unconfirmed,
          redirect: { path: FlowRoute.confirmEmail, query: { ...query, fs: "1" } },
          state: emailState(body),
        },
  needAcceptRequiredConsents: ({ query }) => ({
    status: AccountStatus.needAcceptConsents,
    redirect: { path: FlowRoute.needAcceptConsents, query },
  }),
  needChangePassword: ({ query }) => ({
    status: AccountStatus.needChangePassword,
    redirect: { path: FlowRoute.changePassword, query },
  }),
  needInsertPhone: ({ route, query }) =>
    at(route, FlowRoute.needInsertPhone)
      ? { status: AccountStatus.unconfirmed }
      : { status: AccountStatus.unconfirmed, redirect: { path: FlowRoute.needInsertPhone, query } },
  needThinRegistrationConfirmPhone: ({ query, body }) => {
    const blocked = epoch(body.OTPRequestBlockedUntil);
    return {
      status: AccountStatus.uncompleted,
      redirect: { path: FlowRoute.verifyMobile, query },
      state: phoneState(body),
      ...(blocked ? { locks: { otpBlockedUntil: blocked.at } } : {}),
    };
  },
  needThinRegistrationValidateEmail: ({ query, body }) => ({
    status: AccountStatus.uncompleted,
    redirect: { path: FlowRoute.selectEmail, query },
    state: { ...phoneState(body), ...emailState(body) },
  }),
  needThinRegistrationConfirmEmail: ({ query, body }) => {
    const blocked = epoch(body.OTPEmailRequestBlockedUntil);
    return {
      status: AccountStatus.uncompleted,
      redirect: { path: FlowRoute.confirmEmailPin, query },
      ...(blocked ? { locks: { emailOtpBlockedUntil: blocked.at } } : {}),
    };
  },
  needThinRegistrationGetPassword: ({ route, query }) => {
    const afterOtp = at(route, FlowRoute.confirmEmailPin) || at(route, FlowRoute.verifyMobile);
    return {
      status: AccountStatus.uncompleted,
      redirect: { path: FlowRoute.setPassword, query: afterOtp ? { ...query, fsf: "1" } : query },
    };
  },
  needThinRegistrationCheckPhone: ({ query, body }) => ({
    status: AccountStatus.uncompleted,
    redirect: { path: FlowRoute.signUpFinalization, query },
    state: contactState(body),
  }),
};

const byKey = new Map(
  Object.values(RequiredAction).map((action) => [codeKey(action), action] as const),
);

/** The action named by an ActionRequired value, in either spelling (decision 013). */
export function requiredAction(value: string | null | undefined): RequiredAction | null {
  return byKey.get(codeKey(value)) ?? null;
}

/** Spec §4's action-required table; null for an action the table does not know. */
export function actionRequiredDecision(action: string | null | undefined, ctx: ActionContext): ActionDecision | null {
  const known = requiredAction(action);
  return known ? rows[known](ctx) : null;
}
