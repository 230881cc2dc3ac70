import { loginFailureKind } from "../app/flow/login";
import type { UpstreamOutcome } from "../app/upstream/client.server";
import { CHECKS_CODE, SENDS_CODE } from "../app/upstream/sends.server";
import type { CallName } from "../app/upstream/endpoints.server";
import type { Logger } from "./logger";

export type AuthEvents = {
  /** One structured line; `fields` never carry a username, password, code or cookie. */
  write(event: string, fields: Record<string, unknown>): void;
  fromUpstream(outcome: UpstreamOutcome, fields: { requestId: string; account: string | null }): void;
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
      const sent = SENDS_CODE[outcome.call as CallName];
      if (sent) {
        write(outcome.ok ? "code.sent" : "code.send-failed", { channel: sent, call: outcome.call });
        return;
      }
      const checked = CHECKS_CODE[outcome.call as CallName];
      if (checked) write(outcome.ok ? "code.confirmed" : "code.refused", { channel: checked, call: outcome.call });
    },
  };
}
