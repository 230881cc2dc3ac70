import { href, Link } from "react-router";
import { otpAction, otpLockOf } from "../../actions/otp.server";
import { thinPhone } from "../../actions/otp-channels.server";
import { statePhone } from "../../actions/thin.server";
import * as it from "../../copy/it";
import { maskMobile } from "../../forms/masked-phone";
import { requireThinScreen } from "../../session/guards.server";
import { CodeForm } from "../../ui/otp/code-form";
import { ResendForm } from "../../ui/otp/resend-form";
import { useCodeForm } from "../../ui/otp/use-code-form";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/verify-mobile";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

// Spec §4 needThinRegistrationConfirmPhone: the SMS code of the thin registration (OTP kit, thinPhone).
export const handle: RouteHandle = { title: it.signUpFinalization.verifyMobile.title };

const copy = it.signUpFinalization.verifyMobile;

const guard = (request: Request) => requireThinScreen(request);

export const middleware = [screen({ bucket: "strict", sms: "session" })];

export function loader({ request }: Route.LoaderArgs) {
  const session = guard(request);
  const phone = statePhone(session);
  return {
    // Masked as confirm-mobile shows it (issue 25 item 7); select-mobile, a step back, shows it whole to be checked.
    phone: phone.number ? `${phone.prefix} ${maskMobile(phone.number)}`.trim() : null,
    ...otpLockOf(session, thinPhone.lock),
    changeHref: `${href("/sign-up-finalization/select-mobile")}${urlOf(request).search}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return otpAction({ request, context }, thinPhone, guard);
}

export default function VerifyMobile({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, resendMessage } = useCodeForm("thin-phone-code", actionData);
  return (
    <>
      <h1>{copy.title}</h1>
      {loaderData.phone ? (
        <p>
          {copy.sentTo} <strong className="masked-phone">{loaderData.phone}</strong>
        </p>
      ) : (
        <p>{copy.sentToUnknown}</p>
      )}
      <CodeForm form={form} code={fields.code} copy={copy} webOtp />
      <ResendForm lock={loaderData} message={resendMessage} copy={copy} />
      <p className="links">
        <Link to={loaderData.changeHref}>{copy.changeNumber}</Link>
      </p>
    </>
  );
}
