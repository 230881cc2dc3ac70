import { Link, href } from "react-router";
import { callLogin } from "../../actions/login.server";
import { phonePrefixes } from "../../actions/phone-prefixes.server";
import { step } from "../../actions/step.server";
import { it } from "../../copy/it";
import { loginMessage, loginPrecondition, type LoginKind } from "../../flow/login";
import { credentialsOf, DEFAULT_PREFIX, loginSchema } from "../../forms/login-schema";
import { PasswordField, TextField } from "../../ui/field";
import { ProtectedForm } from "../../ui/form-parts";
import { PrefixSelect } from "../../ui/prefix-select";
import type { RouteHandle } from "../../ui/route-handle";
import { useAnswerKey, useRouteForm } from "../../ui/route-form";
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
  const kind = kindOf(request);
  return step(request, {
    schema: loginSchema,
    secret: ["password"],
    precondition: ({ query }) => {
      const refused = loginPrecondition(kind, query);
      return refused ? loginMessage(refused) : null;
    },
    call: (input) => callLogin(input, { kind, credentials: credentialsOf(input.values), password: input.values.password }),
    submitted: ({ username, prefix, password }) => {
      const credentials = credentialsOf({ username, prefix });
      return { password, phoneNumber: credentials.Mobile, phonePrefix: credentials.Prefix };
    },
    messages: { fallback: loginMessage("other") },
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "login",
    schema: loginSchema,
    lastResult: actionData?.result,
    defaultValue: { prefix: DEFAULT_PREFIX },
  });
  const attempt = useAnswerKey(actionData);
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
        <Link to={`${href("/reset-password")}${loaderData.search}`}>{copy.forgotPassword}</Link>
      </p>
      <p className="links">
        {copy.noAccount} <Link to={`/sign-up${loaderData.search}`}>{copy.signUp}</Link>
      </p>
    </>
  );
}
