import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Link, redirect } from "react-router";
import { it } from "../../copy/it";
import { loginMessage, loginPrecondition, type LoginKind } from "../../flow/login";
import { toQuery } from "../../flow/query";
import { actionHeaders, decisionHref, rememberDecision } from "../../forms/decision.server";
import { attemptLogin } from "../../forms/login-attempt.server";
import { credentialsOf, DEFAULT_PREFIX, loginSchema } from "../../forms/login-schema";
import { phonePrefixes } from "../../forms/phone-prefixes.server";
import { readProtectedForm } from "../../forms/protected-form.server";
import { getSession } from "../../session/session.server";
import { PasswordField, TextField } from "../../ui/field";
import { ProtectedForm } from "../../ui/form-parts";
import { PrefixSelect } from "../../ui/prefix-select";
import type { RouteHandle } from "../../ui/route-handle";
import { useRouteForm } from "../../ui/route-form";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { title: it.login.title, recaptcha: true };

function kindOf(request: Request): LoginKind {
  return new URL(request.url).pathname.endsWith("/sso-login") ? "sso" : "client";
}

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return { prefixes: phonePrefixes(), search };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readProtectedForm(request);
  const submission = parseWithZod(form, { schema: loginSchema });
  // Passwords never travel back to the browser.
  if (submission.status !== "success") return { result: submission.reply({ hideFields: ["password"] }) };

  const url = new URL(request.url);
  const kind = kindOf(request);
  const query = toQuery(url.searchParams);
  const refused = loginPrecondition(kind, query);
  if (refused) return { result: submission.reply({ formErrors: [loginMessage(refused)], hideFields: ["password"] }) };

  const { username, prefix, password } = submission.value;
  const credentials = credentialsOf({ username, prefix });
  const { result, decision } = await attemptLogin(request, form, { kind, query, credentials, password });
  const session = getSession(request);
  rememberDecision(session, decision);
  const headers = actionHeaders(session, result);
  const href = decisionHref(decision);
  if (href) throw redirect(href, { status: 303, headers });
  return data(
    { result: submission.reply({ formErrors: [decision.formMessage ?? loginMessage("other")], hideFields: ["password"] }) },
    { headers },
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "login",
    schema: loginSchema,
    lastResult: actionData?.result,
    defaultValue: { prefix: DEFAULT_PREFIX },
  });
  // A refused login empties the password with JavaScript too, as the server's re-render does without:
  // a new answer remounts the field.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (actionData) setAttempt((count) => count + 1);
  }, [actionData]);
  const copy = it.login;
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <TextField field={fields.username} label={copy.username} hint={copy.usernameHint} autoComplete="username" inputMode="email" />
        <PrefixSelect field={fields.prefix} prefixes={loaderData.prefixes} label={it.forms.prefixLabel} />
        <PasswordField key={attempt} field={fields.password} label={copy.password} autoComplete="current-password" />
        <button type="submit" className="button button--primary">
          {copy.submit}
        </button>
      </ProtectedForm>
      <p className="links">
        <Link to={`/reset-password${loaderData.search}`}>{copy.forgotPassword}</Link>
      </p>
      <p className="links">
        {copy.noAccount} <Link to={`/sign-up${loaderData.search}`}>{copy.signUp}</Link>
      </p>
    </>
  );
}
