import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { it } from "../../copy/it";
import { loginMessage, loginPrecondition } from "../../flow/login";
import { toQuery } from "../../flow/query";
import { actionHeaders, decisionHref, rememberDecision } from "../../forms/decision.server";
import { emailSelectionSchema } from "../../forms/email-schema";
import { attemptLogin, loginKindOf } from "../../forms/login-attempt.server";
import { requirePendingLogin, takePendingLogin } from "../../forms/pending-password.server";
import { leaveHref } from "../../session/guards.server";
import { readProtectedForm } from "../../forms/protected-form.server";
import { backToLoginHref } from "../../session/guards.server";
import { flash, type Session } from "../../session/session.server";
import { TextField } from "../../ui/field";
import { ProtectedForm } from "../../ui/form-parts";
import type { RouteHandle } from "../../ui/route-handle";
import { useRouteForm } from "../../ui/route-form";
import type { Route } from "./+types/email-selection";

export const handle: RouteHandle = { title: it.emailSelection.title, recaptcha: true };

export function loader({ request }: Route.LoaderArgs) {
  const { session } = requirePendingLogin(request);
  const state = session.data.state;
  // The upstream does not say which e-mails share the number (spec §4), so the screen shows the number.
  const phone = state?.mobileNumber ? [state.mobileCountryCode, state.mobileNumber].filter(Boolean).join(" ") : null;
  return { phone, backToLoginHref: backToLoginHref(new URL(request.url).searchParams) };
}

/**
 * Leaves the screen with a login message it cannot act on (the chosen account is disabled, the answer
 * was unexpected): the kept password is gone, so the customer starts again at the login, which shows
 * the message (decision 041).
 */
function leaveWithMessage(session: Session, request: Request, message: string, ...results: { setCookies: readonly string[] }[]): never {
  flash(session, { message, severity: "error", durationMs: 10_000 });
  throw redirect(leaveHref(request), { status: 303, headers: actionHeaders(session, ...results) });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readProtectedForm(request);
  const { session, password } = await takePendingLogin(request);
  const submission = parseWithZod(form, { schema: emailSelectionSchema });
  if (submission.status !== "success") return { result: submission.reply() };

  const query = toQuery(new URL(request.url).searchParams);
  const kind = loginKindOf(query);
  const refused = loginPrecondition(kind, query);
  if (refused) {
    delete session.data.pendingPassword;
    leaveWithMessage(session, request, loginMessage(refused));
  }

  const { result, decision } = await attemptLogin(request, form, { kind, query, credentials: { Username: submission.value.email }, password });
  const href = decisionHref(decision);
  // Decision 041: a wrong e-mail may be corrected while the password lasts (its expiry is not extended);
  // any other answer has used the password, so it goes.
  const wrongEmail = !href && decision.loginFailure === "badCredentials";
  if (!wrongEmail) delete session.data.pendingPassword;
  rememberDecision(session, decision);
  if (href) throw redirect(href, { status: 303, headers: actionHeaders(session, result) });

  const message = decision.formMessage ?? loginMessage("other");
  if (!wrongEmail) leaveWithMessage(session, request, message, result);
  return data({ result: submission.reply({ formErrors: [message] }) }, { headers: actionHeaders(session, result) });
}

export default function EmailSelection({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "email-selection",
    schema: emailSelectionSchema,
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
        <button type="submit" className="button button--primary">
          {copy.submit}
        </button>
      </ProtectedForm>
      {loaderData.backToLoginHref ? (
        <p className="links">
          <Link to={loaderData.backToLoginHref}>{it.common.backToLogin}</Link>
        </p>
      ) : null}
    </>
  );
}
