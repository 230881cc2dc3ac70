import { data, href, Link } from "react-router";
import { otpAction, otpLockOf } from "../../actions/otp.server";
import { pendingSms } from "../../actions/otp-channels.server";
import { loadMaskedPhone, requirePendingPhone } from "../../actions/pending-phone.server";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { FlowRoute, isWithin } from "../../flow/routes";
import { backToLoginHrefOf } from "../../security/links.server";
import { BackToLoginLink } from "../../ui/back-to-login-link";
import { CodeForm } from "../../ui/otp/code-form";
import { ResendForm } from "../../ui/otp/resend-form";
import { useCodeForm } from "../../ui/otp/use-code-form";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/confirm-mobile";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

// One module for pending-operation/confirm-mobile and the migration's confirm-mobile (spec §2): the same
// SMS code on the same pending session; only the way to change the number differs.
export const handle: RouteHandle = { title: it.confirmMobile.title };

export const middleware = [screen({ bucket: "strict", sms: "session" })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requirePendingPhone(request);
  const url = urlOf(request);
  const { phone, headers } = await loadMaskedPhone({ request, context }, session);
  const changePath = isWithin(url.pathname, FlowRoute.migration) ? href("/pending-operation/migration/select-mobile") : href("/pending-operation/change-mobile");
  const lock = otpLockOf(session, pendingSms.lock);
  // Issue 42 item 7: a temporary block discarded every code sent before it. Until a send after the block
  // (whose lock then outlasts it), no code is valid: the screen says so rather than "we sent you a code".
  const codeDiscarded = session.data.status === AccountStatus.temporaryBlocked && lock.lockUntil <= (session.data.temporaryBlockUntil ?? 0);
  return data({ phone, ...lock, codeDiscarded, changeHref: `${changePath}${url.search}`, backToLoginHref: backToLoginHrefOf(request) }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return otpAction({ request, context }, pendingSms, requirePendingPhone);
}

export default function ConfirmMobile({ loaderData, actionData }: Route.ComponentProps) {
  const copy = it.confirmMobile;
  const { form, fields, resendMessage } = useCodeForm("confirm-code", actionData);
  const { phone, codeDiscarded } = loaderData;
  return (
    <>
      <h1>{copy.title}</h1>
      {codeDiscarded ? (
        <p className="notice">
          {copy.codeDiscarded}
          {phone ? (
            <>
              {" "}
              {copy.newCodeTo} <strong className="masked-phone">{`${phone.prefix} ${phone.cell}`.trim()}</strong>
            </>
          ) : null}
        </p>
      ) : phone ? (
        <p>
          {copy.sentTo} <strong className="masked-phone">{`${phone.prefix} ${phone.cell}`.trim()}</strong>
        </p>
      ) : (
        <p>{copy.sentToUnknown}</p>
      )}
      <CodeForm form={form} code={fields.code} copy={copy} webOtp />
      <ResendForm lock={loaderData} message={resendMessage} copy={copy} />
      <p className="links">
        <Link to={loaderData.changeHref}>{copy.changeNumber}</Link>
      </p>
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </>
  );
}
