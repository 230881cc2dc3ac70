import { refuseCommonPassword } from "../../actions/common-password.server";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { newPasswordSchema } from "../../forms/new-password-schema";
import { backToLoginHrefOf } from "../../security/links.server";
import { requireStatus } from "../../session/guards.server";
import { BackToLoginLink } from "../../ui/back-to-login-link";
import { PasswordField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { PasswordRules } from "../../ui/password-rules";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useAnswerKey, useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/change-password";
import { SubmitButton } from "../../ui/shell/submit-button";
import { newPasswordForm } from "../../forms/new-password-schema";
import { screen } from "../../actions/screen.server";

export const handle: RouteHandle = { title: it.changePassword.title };

// Spec §4 needChangePassword: after a login with a temporary or expired password.
const guard = (request: Request) => requireStatus(request, AccountStatus.needChangePassword);

export const middleware = [screen({ bucket: "strict" })];

export function loader({ request }: Route.LoaderArgs) {
  guard(request);
  return { backToLoginHref: backToLoginHrefOf(request) };
}

const copy = it.changePassword;

export async function action({ request, context }: Route.ActionArgs) {
  return step({ request, context }, {
    schema: newPasswordSchema,
    secret: ["password", "passwordAgain"],
    guard: (request) => ({ session: guard(request) }),
    serverChecks: refuseCommonPassword(),
    call: ({ upstream, context, values }) => upstream.changePassword(context, { NewPassword: values.password }),
    messages: {
      codes: {
        SAME_ACTUAL_AND_NEW_PASSWORD: { field: "password", message: copy.same },
        NOV: { field: "password", message: copy.weak },
      },
      fallback: copy.unexpected,
    },
  });
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({ id: "change-password", schema: newPasswordForm, lastResult: actionData?.result });
  const answer = useAnswerKey(actionData);
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <PasswordRules id="change-password-rules" />
        <PasswordField key={`password-${answer}`} field={fields.password} label={copy.password} shows="newPassword" autoComplete="new-password" describedBy="change-password-rules" />
        <PasswordField key={`again-${answer}`} field={fields.passwordAgain} label={copy.passwordAgain} shows="newPasswordAgain" autoComplete="new-password" />
        <SubmitButton>
          {copy.submit}
        </SubmitButton>
      </ProtectedForm>
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </>
  );
}
