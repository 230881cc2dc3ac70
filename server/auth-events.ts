import { loginFailureKind } from "../app/flow/login";
import type { UpstreamOutcome } from "../app/upstream/observed.server";
import type { Logger } from "./logger";

export type AuthEvents = {
  /** One structured line; `fields` never carry a username, password, code or cookie. */
  write(event: string, fields: Record<string, unknown>): void;
  fromUpstream(outcome: UpstreamOutcome, fields: { requestId: string; account: string | null }): void;
};

/** Calls that send a code by SMS or e-mail, and calls that check one (spec §7). */
const SENDS_CODE: Record<string, "sms" | "email"> = {
  resendSms: "sms",
  changeRegistrationCellAndSendSms: "sms",
  requestCellChange: "sms",
  checkPhone: "sms",
  resendPhoneOtp: "sms",
  insertPhone: "sms",
  checkEmail: "email",
  resendEmailOtp: "email",
};
const CHECKS_CODE: Record<string, "sms" | "email"> = {
  confirmPinSms: "sms",
  confirmPhoneOtp: "sms",
  confirmEmailOtp: "email",
};

/**
 * Issue 11 item 10: one line per login success or failure, code sent, code confirmed or refused and
 * lockout, with the request id (bound in the child logger) and a keyed hash of the account.
 */
export function authEvents(logger: Logger): AuthEvents {
  const write = (event: string, fields: Record<string, unknown>) => logger.info({ auth: event, ...fields }, "auth event");
  return {
    write,
    fromUpstream(outcome, { requestId, account }) {
      const who = account ? { requestId, account } : { requestId };
      if (outcome.call === "login" || outcome.call === "sso") {
        if (outcome.ok) write("login.success", { ...who, via: outcome.call });
        else write("login.failure", { ...who, via: outcome.call, reason: outcome.code ? loginFailureKind(outcome.code) : outcome.kind });
        return;
      }
      const sent = SENDS_CODE[outcome.call];
      if (sent) {
        write(outcome.ok ? "code.sent" : "code.send-failed", { channel: sent, call: outcome.call });
        return;
      }
      const checked = CHECKS_CODE[outcome.call];
      if (checked) write(outcome.ok ? "code.confirmed" : "code.refused", { channel: checked, call: outcome.call });
    },
  };
}
