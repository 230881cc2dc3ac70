import { Form } from "react-router";
import { otpAction, otpLockOf } from "../../actions/otp.server";
import { pendingEmail } from "../../actions/otp-channels.server";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { OtpIntent } from "../../forms/otp-fields";
import { backToLoginHrefOf } from "../../security/links.server";
import { requireStatus } from "../../session/guards.server";
import { BackToLoginLink } from "../../ui/back-to-login-link";
import { CsrfInput } from "../../ui/shell/form-parts";
import { CodeForm } from "../../ui/otp/code-form";
import { ResendForm } from "../../ui/otp/resend-form";
import { useCodeForm } from "../../ui/otp/use-code-form";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/confirm-email";
import { SubmitButton } from "../../ui/shell/submit-button";
import { PageTitle } from "../../ui/page-title";
import { screen } from "../../actions/screen.server";

export const handle: RouteHandle = { title: it.confirmEmail.title };

// Spec §4 needConfirmEmail: reached with the e-mail state after the upstream asked for it.
const guard = (request: Request) => requireStatus(request, AccountStatus.unconfirmed);

export const middleware = [screen({ bucket: "strict", email: true })];

export function loader({ request }: Route.LoaderArgs) {
  const session = guard(request);
  return { email: session.data.state?.email || null, ...otpLockOf(session, pendingEmail.lock), backToLoginHref: backToLoginHrefOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return otpAction({ request, context }, pendingEmail, guard);
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const copy = it.confirmEmail;
  const { form, fields, resendMessage } = useCodeForm("confirm-email-code", actionData);
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      {loaderData.email ? (
        <p>
          {copy.sentTo} <strong className="masked-phone">{loaderData.email}</strong>
        </p>
      ) : (
        <p>{copy.sentToUnknown}</p>
      )}
      <CodeForm form={form} code={fields.code} copy={copy} />
      <Form method="post" className="resend">
        <CsrfInput />
        <input type="hidden" name="intent" value={OtpIntent.continue} />
        <p>{copy.linkIntro}</p>
        <SubmitButton variant="secondary" intent={OtpIntent.continue} pendingText={copy.submitPending}>
          {copy.linkOpened}
        </SubmitButton>
      </Form>
      <ResendForm lock={loaderData} message={resendMessage} copy={copy} />
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </>
  );
}
