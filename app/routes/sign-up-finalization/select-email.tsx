import { href } from "react-router";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { thinEmailSchema } from "../../forms/sign-up-finalization-schema";
import { requireThinScreen } from "../../session/guards.server";
import { TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { SubmitButton } from "../../ui/shell/submit-button";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/select-email";
import { thinEmailForm } from "../../forms/sign-up-finalization-schema";
import { screen } from "../../actions/screen.server";

// Spec §4 needThinRegistrationValidateEmail: the address to log in with; Thin/CheckEmail sends its code.
export const handle: RouteHandle = { title: it.signUpFinalization.selectEmail.title };

const copy = it.signUpFinalization.selectEmail;

export const middleware = [screen({ bucket: "strict", email: true, probe: true })];

export function loader({ request }: Route.LoaderArgs) {
  const session = requireThinScreen(request);
  // The address typed at sign-up (spec §4 state), offered again.
  return { email: session.data.state?.email ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return step({ request, context }, {
    schema: thinEmailSchema,
    guard: (request) => ({ session: requireThinScreen(request) }),
    call: ({ upstream, context, values }) => upstream.checkEmail(context, { Email: values.email }),
    // The flow kept OTPEmailRequestBlockedUntil as the lock; an upstream without it gets spec §9's 60 s.
    next: ({ url, values }, { result, href: flowHref }) =>
      flowHref || !result.ok
        ? null
        : {
            href: `${href("/sign-up-finalization/confirm-email-pin")}${url.search}`,
            state: { email: values.email },
            mergeState: true,
            sent: "emailOtpBlockedUntil",
            toast: { message: it.signUpFinalization.confirmEmailPin.sent, severity: "success", durationMs: 5000 },
          },
    // Spec §5: USED_EMAIL and BLOCKED_EMAIL come as field errors (the flow), in sign-up's words for the
    // same refusal (issue 25 item 7); NOV and any other refusal the upstream explains are about the address too.
    messages: {
      codes: {
        USED_EMAIL: { field: "email", message: it.signUpErrors.codes.USED_EMAIL },
        BLOCKED_EMAIL: { field: "email", message: it.signUpErrors.codes.BLOCKED_EMAIL },
        NOV: { field: "email", message: it.forms.emailInvalid },
      },
      serverMessageAt: { field: "email", fallback: copy.unexpected },
      fallback: copy.unexpected,
    },
  });
}

export default function SelectEmail({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "thin-select-email",
    schema: thinEmailForm,
    lastResult: actionData?.result,
    defaultValue: { email: loaderData.email },
  });
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
    </>
  );
}
