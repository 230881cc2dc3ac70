import { href, Link } from "react-router";
import { otpAction, otpLockOf } from "../../actions/otp.server";
import { thinEmail } from "../../actions/otp-channels.server";
import * as it from "../../copy/it";
import { requireThinScreen } from "../../session/guards.server";
import { CodeForm } from "../../ui/otp/code-form";
import { ResendForm } from "../../ui/otp/resend-form";
import { useCodeForm } from "../../ui/otp/use-code-form";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/confirm-email-pin";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

// Spec §4 needThinRegistrationConfirmEmail: the e-mail's code of the thin registration (OTP kit, thinEmail).
export const handle: RouteHandle = { title: it.signUpFinalization.confirmEmailPin.title };

const copy = it.signUpFinalization.confirmEmailPin;

const guard = (request: Request) => requireThinScreen(request);

export const middleware = [screen({ bucket: "strict", email: true })];

export function loader({ request }: Route.LoaderArgs) {
  const session = guard(request);
  return {
    email: session.data.state?.email || null,
    ...otpLockOf(session, thinEmail.lock),
    changeHref: `${href("/sign-up-finalization/select-email")}${urlOf(request).search}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return otpAction({ request, context }, thinEmail, guard);
}

export default function ConfirmEmailPin({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, resendMessage } = useCodeForm("thin-email-code", actionData);
  return (
    <>
      <h1>{copy.title}</h1>
      {loaderData.email ? (
        <p>
          {copy.sentTo} <strong>{loaderData.email}</strong>
        </p>
      ) : (
        <p>{copy.sentToUnknown}</p>
      )}
      <CodeForm form={form} code={fields.code} copy={copy} />
      <ResendForm lock={loaderData} message={resendMessage} copy={copy} />
      <p className="links">
        <Link to={loaderData.changeHref}>{copy.changeEmail}</Link>
      </p>
    </>
  );
}
