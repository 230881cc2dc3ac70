import { href } from "react-router";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { resetPasswordSchema } from "../../forms/email-schema";
import { backToLoginHrefOf } from "../../security/links.server";
import { BackToLoginLink } from "../../ui/back-to-login-link";
import { TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/index";
import { SubmitButton } from "../../ui/shell/submit-button";
import { resetPasswordForm } from "../../forms/email-schema";
import { screen } from "../../actions/screen.server";

export const handle: RouteHandle = { title: it.resetPassword.title, recaptcha: true, pageCache: true };

export const middleware = [screen({ bucket: "strict", email: true })];

export function loader({ request }: Route.LoaderArgs) {
  return { backToLoginHref: backToLoginHrefOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return step({ request, context }, {
    schema: resetPasswordSchema,
    call: ({ upstream, context, values }) => upstream.resetPassword(context, { Email: values.email }),
    // A malformed address says nothing about accounts, so it may be told, next to the field; every other
    // answer (sent, unknown account, any refusal) looks the same (design §7, decision 042).
    next: ({ url }, { decision }) => (decision.fieldErrors?.email ? null : `${href("/reset-password/feedback/success")}${url.search}`),
    messages: { fields: { email: it.forms.emailInvalid }, fallback: it.forms.emailInvalid },
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "reset-password",
    schema: resetPasswordForm,
    lastResult: actionData?.result,
  });
  const copy = it.resetPassword;
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <TextField field={fields.email} label={copy.email} type="email" autoComplete="email" inputMode="email" />
        <SubmitButton>
          {copy.submit}
        </SubmitButton>
      </ProtectedForm>
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </>
  );
}
