import { refuseCommonPassword } from "../../actions/common-password.server";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { withoutParams } from "../../flow/query";
import { hrefOf } from "../../flow/redirect";
import { FlowRoute } from "../../flow/routes";
import { newPasswordSchema } from "../../forms/new-password-schema";
import { requireThinScreen } from "../../session/guards.server";
import { PasswordField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { SubmitButton } from "../../ui/shell/submit-button";
import { PasswordRules } from "../../ui/password-rules";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/set-password";
import { newPasswordForm } from "../../forms/new-password-schema";
import { screen } from "../../actions/screen.server";

// Spec §4 needThinRegistrationGetPassword: the last step, Thin/CompleteRegistration. With fsf=1 (after an
// OTP screen) the client's URL comes as `sr` on the finalization's success page (spec §4).
export const handle: RouteHandle = { title: it.signUpFinalization.setPassword.title };

const copy = it.signUpFinalization.setPassword;

const guard = (request: Request) => requireThinScreen(request);

export const middleware = [screen({ bucket: "strict" })];

export function loader({ request }: Route.LoaderArgs) {
  guard(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return step({ request, context }, {
    schema: newPasswordSchema,
    secret: ["password", "passwordAgain"],
    guard: (request) => ({ session: guard(request) }),
    serverChecks: refuseCommonPassword(),
    call: ({ upstream, context, values }) => upstream.completeRegistration(context, { Password: values.password }),
    // Completed without a client's URL to go to: the success page, whose back-to-login the query may name.
    next: ({ query }, { result, href }) =>
      href || !result.ok ? null : hrefOf({ path: FlowRoute.signUpFinalizationSuccess, query: withoutParams(query, "fsf") }),
    messages: {
      codes: { NOV: { field: "password", message: it.changePassword.weak } },
      fallback: copy.unexpected,
    },
  });
}

export default function SetPassword({ actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({ id: "set-password", schema: newPasswordForm, lastResult: actionData?.result });
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <PasswordRules id="set-password-rules" />
        <PasswordField field={fields.password} label={copy.password} shows="newPassword" autoComplete="new-password" describedBy="set-password-rules" />
        <PasswordField field={fields.passwordAgain} label={copy.passwordAgain} shows="newPasswordAgain" autoComplete="new-password" />
        <SubmitButton>
          {copy.submit}
        </SubmitButton>
      </ProtectedForm>
    </>
  );
}
