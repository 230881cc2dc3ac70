import { AccountStatus } from "../flow/account-status";
import { maskMobile } from "../forms/masked-phone";
import type { RouteArgs } from "../request-context";
import { leaveHref } from "../security/links.server";
import { requireStatus } from "../session/guards.server";
import type { Session } from "../session/session.server";
import { upstream } from "../upstream/instance.server";
import { relaySetCookies } from "../upstream/request-context.server";
import { pageUpstreamContext } from "./metered.server";
import { requireReachable, requireUpstreamSession, seeOther } from "./answer.server";

/** The number the code goes to, as the upstream shows it (spec §7 GetMaskedPersonalData). */
export type MaskedPhone = { prefix: string; cell: string };

/**
 * The pending phone screens (confirm-mobile, change-mobile and the migration's two) open only while
 * this browser owes a phone: status unconfirmed, or temporaryBlocked, whose page's "Invia di nuovo"
 * leads to confirm-mobile (spec §2). The loader and every post meet it before the upstream is asked
 * (issue 39 item 10d, decision 178); otherwise the way out of decision 006, as the other guards.
 */
export function requirePendingPhone(request: Request): Session {
  return requireStatus(request, [AccountStatus.unconfirmed, AccountStatus.temporaryBlocked]);
}

/**
 * The pending phone screens work only inside the upstream's pending session, which the browser holds
 * as a relayed cookie (decision 003). Asking for the masked number both fetches what the screen shows
 * and proves that session: without it every post would fail, so the customer is sent back to log in
 * (or to the generic error page when the query names no login), as the account guards do.
 */
export async function loadMaskedPhone(args: RouteArgs, session: Session): Promise<{ phone: MaskedPhone | null; headers: Headers }> {
  const { request } = args;
  const result = await upstream().getMaskedPersonalData(pageUpstreamContext(args));
  requireReachable(result, request);
  requireUpstreamSession(result, request, session);
  if (!result.ok) seeOther(leaveHref(request));
  const headers = relaySetCookies(new Headers(), result);
  const { MaskedPrefixCell, MaskedCell } = result.data;
  if (MaskedCell) return { phone: { prefix: MaskedPrefixCell ?? "", cell: MaskedCell }, headers };
  // Spec §2's resolver: the navigation state counts only with both a prefix and a number; our own
  // mask, for an upstream that knows the session but names no number.
  const state = session.data.state;
  const phone = state?.mobileNumber && state.mobileCountryCode ? { prefix: state.mobileCountryCode, cell: maskMobile(state.mobileNumber) } : null;
  return { phone, headers };
}
