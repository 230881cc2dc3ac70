import { data } from "react-router";
import { contextOf, type Refusal, type RequestContext, type RouteArgs } from "../request-context";
import { sameCode } from "../flow/codes";
import { loginFailureKind } from "../flow/login";
import type { SmsDestination } from "../screen-policy";
import { accountKey, identifiersOf, loginSmsNumber, phoneKey, phoneOfPayload } from "../security/throttle-keys";
import type { Session } from "../session/session.server";
import type { UpstreamClient, UpstreamContext, UpstreamResult } from "../upstream/client.server";
import type { CallName } from "../upstream/endpoints.server";
import { upstreamContext } from "../upstream/request-context.server";
import { MAY_SEND_SMS, SENDS_CODE, sendsSms } from "../upstream/sends.server";

/** The context the pipeline needs: what the screen declares, the counters, and where to leave a refusal. */
export type MeterContext = Pick<RequestContext, "screen" | "throttle" | "refusal">;

/** Stops the action; the server answers with the refusal's own page (server/request-handler.ts). */
export function refuseWith(context: MeterContext, refusal: Refusal): never {
  context.refusal = refusal;
  throw data(null, { status: refusal.kind === "unavailable" ? 503 : 429 });
}

/** A counter that cannot be read is a post that cannot be accounted for: refused (fail closed). */
export async function counted<T>(context: MeterContext, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    return refuseWith(context, { kind: "unavailable" });
  }
}

/** The SMS actions the upstream sends a code for (spec §4). */
const SMS_ACTIONS = ["needConfirmPhone", "needThinRegistrationConfirmPhone"];

/** Whether the upstream sent an SMS with this answer: a point is given back when it did not. */
export function smsWasSent(result: UpstreamResult): boolean {
  if (result.ok) {
    if (MAY_SEND_SMS.includes(result.call)) return false;
    return (result.data as { IsOTPGenerated?: unknown }).IsOTPGenerated !== false;
  }
  return sentWithAction(result, SMS_ACTIONS);
}

/** A refusal that owes one of `actions` (spec §4): the upstream sent that action's code with it, unless it says it did not. */
function sentWithAction(result: UpstreamResult, actions: readonly string[]): boolean {
  if (result.ok) return false;
  const error = result.error as { code?: string | null; body?: Record<string, unknown> };
  if (error.body?.IsOTPGenerated === false) return false;
  const action = typeof error.body?.ActionRequired === "string" ? error.body.ActionRequired : null;
  return sameCode(error.code ?? (error.body?.CodeError as string | undefined), "ACTION_REQUIRED") && actions.some((name) => sameCode(action, name));
}

/**
 * The SMS or e-mail the upstream sent with this answer, if any (the server's metrics): a code asked for,
 * one a login or sign-up makes it send, or reset-password's link, counted for every accepted request
 * because the upstream answers alike whether the account exists (decision 066). SMS by smsWasSent's rule.
 */
export function messageSentWith(result: UpstreamResult): "sms" | "email" | null {
  const declared = SENDS_CODE[result.call];
  if (declared === "sms") return smsWasSent(result) ? "sms" : null;
  if (declared === "email") return result.ok && (result.data as { IsOTPGenerated?: unknown } | null)?.IsOTPGenerated !== false ? "email" : null;
  if (result.call === "resetPassword") return result.ok ? "email" : null;
  if (!MAY_SEND_SMS.includes(result.call)) return null;
  if (smsWasSent(result)) return "sms";
  // A login whose account must confirm its e-mail: the upstream mails the code with that answer.
  return sentWithAction(result, ["needConfirmEmail"]) ? "email" : null;
}

/** The number an SMS of this call goes to, as the screen declares it; null when nobody can tell. */
export function smsDestinationOf(kind: SmsDestination, input: Record<string, unknown>, session: Session): string | null {
  if (kind === "account") return accountKey(input);
  if (kind === "typed") return phoneOfPayload(input);
  const state = session.data.state;
  return phoneKey(state?.mobileCountryCode, state?.mobileNumber);
}

type AnyCall = (ctx: UpstreamContext, input?: Record<string, unknown>) => Promise<UpstreamResult>;

/** The body of a refusal, where the upstream names the account's fields. */
function bodyOf(result: UpstreamResult): Record<string, unknown> {
  return result.ok ? {} : ((result.error as { body?: Record<string, unknown> }).body ?? {});
}

/**
 * The upstream client as one screen's post may use it (issue 20 item 2): a login is refused while its
 * credential is locked and its result counted; a call that can send an SMS spends the caps first and
 * gets its point back when nothing was sent. Keys are the payload that goes upstream. A screen that
 * reaches a login or an SMS it did not declare (its route module's `screen` middleware) is a programming
 * error: it throws, so any test of that screen fails.
 */
export function meteredUpstream(client: UpstreamClient, context: MeterContext, session: Session): UpstreamClient {
  const { screen, throttle } = context;
  const metered: Record<string, AnyCall> = { ...(client as unknown as Record<string, AnyCall>) };

  const withSms = (call: CallName, run: AnyCall): AnyCall => async (ctx, input = {}) => {
    if (!screen.sms) throw new Error(`${call} can send an SMS, and this screen does not declare one (its route module's screen middleware)`);
    const destination = smsDestinationOf(screen.sms, input, session);
    const capped = await counted(context, () => throttle.spendSms(destination));
    if (capped) refuseWith(context, { kind: capped.limit === "number" ? "smsCappedNumber" : "smsCappedAddress", waitMs: capped.waitMs });
    const result = await run(ctx, input);
    if (!smsWasSent(result)) await throttle.refundSms(destination).catch(() => undefined);
    return result;
  };

  /**
   * A login sends an SMS only for an account whose number is unconfirmed, to the number the upstream
   * names in its answer (issue 39 item 4): the send is counted on that number, and once that number's
   * or this address's cap is spent, a credential known to lead there is refused before the upstream is
   * asked, so no SMS goes out. Its failures count under every identifier known to be the account's.
   */
  const withLogin = (call: CallName, run: AnyCall): AnyCall => async (ctx, input = {}) => {
    if (!screen.login) throw new Error(`${call} tries a password, and this screen is not declared a login (its route module's screen middleware)`);
    if (screen.sms !== "account") throw new Error(`${call} can send an SMS to the account's number, and this screen does not declare one (its route module's screen middleware)`);
    const account = accountKey(input);
    if (account) {
      const wait = await counted(context, () => throttle.loginLocked(account));
      if (wait !== null) refuseWith(context, { kind: "loginLocked", waitMs: wait });
      const capped = await counted(context, () => throttle.loginSmsCapped(account));
      if (capped) refuseWith(context, { kind: capped.limit === "number" ? "smsCappedNumber" : "smsCappedAddress", waitMs: capped.waitMs });
    }
    const result = await run(ctx, input);
    const body = bodyOf(result);
    // Only a right password reveals the account's other identifiers (spec §4: ACTION_REQUIRED).
    const code = result.ok ? null : ((result.error as { code?: string | null }).code ?? (body.CodeError as string | undefined));
    const identifiers = sameCode(code, "ACTION_REQUIRED") ? identifiersOf(body) : [];
    if (account) {
      const outcome = result.ok ? "accepted" : loginFailureKind(code ?? "") === "badCredentials" ? "badCredentials" : "other";
      // The checks above failed closed; a count lost after the upstream answered only costs one failure.
      await throttle.loginResult(account, outcome, identifiers).catch(() => undefined);
    }
    if (smsWasSent(result)) await throttle.recordLoginSms(account, loginSmsNumber(body, account)).catch(() => undefined);
    return result;
  };

  for (const name of Object.keys(metered) as CallName[]) {
    const run = metered[name]!;
    if (name === "login" || name === "sso") metered[name] = withLogin(name, run);
    else if (sendsSms(name)) metered[name] = withSms(name, run);
  }
  return metered as unknown as UpstreamClient;
}

/** A look-up that tells whether an address or a number is registered: its own tight limit (item 6). */
export async function spendProbe(context: MeterContext, session: Session): Promise<void> {
  const wait = await counted(context, () => context.throttle.spendProbe(session.data.issuedAt ? String(session.data.issuedAt) : null));
  if (wait !== null) refuseWith(context, { kind: "probeCapped", waitMs: wait });
}

/**
 * The upstream context of a page's loader: every call that goes out (a kept reference list does not)
 * spends one of the address's page loads first, so anonymous GETs cannot drive the upstream one for one
 * (issue 39 item 9). Posts are counted at the edge already.
 */
export function pageUpstreamContext(args: RouteArgs): UpstreamContext {
  const context = upstreamContext(args);
  if (args.request.method !== "GET" && args.request.method !== "HEAD") return context;
  return {
    ...context,
    async beforeSend() {
      const made = contextOf(args.context);
      const wait = await made.throttle.spendRead();
      if (wait !== null) refuseWith(made, { kind: "readCapped", waitMs: wait });
    },
  };
}
