import type { StepEffects } from "../../actions/answer.server";
import { callLogin, loginKindOf } from "../../actions/login.server";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { loginMessage, loginPrecondition } from "../../flow/login";
import { emailSelectionSchema } from "../../forms/email-schema";
import { backToLoginHrefOf, leaveHref } from "../../security/links.server";
import { requirePendingLogin } from "../../session/guards.server";
import { takePendingLogin } from "../../session/pending-login.server";
import { BackToLoginLink } from "../../ui/back-to-login-link";
import { TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useRouteForm } from "../../ui/shell/route-form";
import type { Route } from "./+types/email-selection";
import { SubmitButton } from "../../ui/shell/submit-button";
import { emailSelectionForm } from "../../forms/email-schema";
import { screen } from "../../actions/screen.server";

export const handle: RouteHandle = { title: it.emailSelection.title, recaptcha: true };

// Repeats the login with the e-mail the customer picked.
export const middleware = [screen({ bucket: "strict", login: true, sms: "account" })];

export function loader({ request }: Route.LoaderArgs) {
  const { session } = requirePendingLogin(request);
  const state = session.data.state;
  // The upstream does not say which e-mails share the number (spec §4), so the screen shows the number.
  const phone = state?.mobileNumber ? [state.mobileCountryCode, state.mobileNumber].filter(Boolean).join(" ") : null;
  return { phone, backToLoginHref: backToLoginHrefOf(request) };
}

/**
 * Leaves the screen with a login message it cannot act on (the chosen account is disabled, the answer
 * was unexpected): the kept password is gone, so the customer starts again at the login, which shows
 * the message (decision 041).
 */
function leaveWithMessage(request: Request, message: string): StepEffects {
  return { href: leaveHref(request), dropPendingPassword: true, toast: { message, severity: "error", durationMs: 10_000 } };
}

export async function action({ request, context }: Route.ActionArgs) {
  return step({ request, context }, {
    schema: emailSelectionSchema,
    guard: takePendingLogin,
    precondition: ({ query }) => {
      const refused = loginPrecondition(loginKindOf(query), query);
      return refused ? leaveWithMessage(request, loginMessage(refused)) : null;
    },
    call: (input) => callLogin(input, { kind: loginKindOf(input.query), credentials: { Username: input.values.email }, password: input.guarded.password }),
    next: (_input, { decision, href }) => {
      if (href) return { dropPendingPassword: true };
      // Decision 041: a wrong e-mail may be corrected while the password lasts (its expiry is not
      // extended); any other answer has used the password, so it goes.
      if (decision.loginFailure === "badCredentials") return null;
      return leaveWithMessage(request, decision.formMessage ?? loginMessage("other"));
    },
    messages: {
      // Issue 12: the password was right (the number was ambiguous), so a refusal here is about the e-mail.
      loginFailures: { badCredentials: { field: "email", message: it.emailSelection.notOneOfThem } },
      fallback: loginMessage("other"),
    },
  });
}

export default function EmailSelection({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "email-selection",
    schema: emailSelectionForm,
    lastResult: actionData?.result,
  });
  const copy = it.emailSelection;
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{loaderData.phone ? copy.intro(loaderData.phone) : copy.introWithoutPhone}</p>
      <p>{copy.ask}</p>
      <ProtectedForm form={form}>
        <TextField field={fields.email} label={copy.email} type="email" autoComplete="email" inputMode="email" />
        <SubmitButton pendingText={it.login.pending}>
          {copy.submit}
        </SubmitButton>
      </ProtectedForm>
      <BackToLoginLink href={loaderData.backToLoginHref} />
    </>
  );
}
