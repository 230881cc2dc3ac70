import type { FormEvent } from "react";
import { Link, href } from "react-router";
import { callLogin } from "../../actions/login.server";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { loginMessage, loginPrecondition, type LoginKind } from "../../flow/login";
import { DEFAULT_PREFIX, EMAIL } from "../../forms/login-fields";
import { credentialsOf, loginSchema } from "../../forms/login-schema";
import { getConfig } from "../../config.server";
import { toQuery } from "../../flow/query";
import { LinkButton } from "../../ui/shell/button";
import { HelpLinks } from "../../ui/shell/help-links";
import { useEnhanced } from "../../ui/shell/enhanced";
import { PasswordField, TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { PrefixSelect } from "../../ui/shell/prefix-select";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useAnswerKey, useRouteForm, useTypedValue } from "../../ui/shell/route-form";
import type { Route } from "./+types/login";
import { SubmitButton } from "../../ui/shell/submit-button";
import { loginForm } from "../../forms/login-schema";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

// The form depends on the URL alone: served from the page cache (issue 13).
export const handle: RouteHandle = { title: it.login.title, recaptcha: true, pageCache: true };

function kindOf(request: Request): LoginKind {
  return urlOf(request).pathname.endsWith("/sso-login") ? "sso" : "client";
}

// A login: its credential is locked after repeated failures; an account whose number is unconfirmed gets an SMS.
export const middleware = [screen({ bucket: "strict", login: true, sms: "account" })];

export function loader({ request }: Route.LoaderArgs) {
  const url = urlOf(request);
  // Issue 12: a login that cannot succeed (no client, no redirect) says so before anyone types, and
  // points to the parking site it must be opened from (decision 090).
  const cannotLogIn = loginPrecondition(kindOf(request), toQuery(url.searchParams)) !== null;
  return { search: url.search, cannotLogIn, siteUrl: cannotLogIn ? getConfig().siteUrl : null };
}

/** Whether the prefix select is relevant: the login field holds something that can only be a phone. */
function isPhoneLike(value: string): boolean {
  return value.trim() !== "" && !value.includes("@") && !EMAIL.test(value) && /^[\d\s+().\-/]+$/.test(value) && /\d{3}/.test(value.replace(/\D/g, ""));
}

function MissingEntry({ siteUrl }: { siteUrl: string | null }) {
  const copy = it.loginEntry;
  return (
    <div className="feedback">
      <h1>{copy.title}</h1>
      <p>{siteUrl ? copy.description : copy.noSite}</p>
      {siteUrl ? <LinkButton to={siteUrl}>{copy.siteLink}</LinkButton> : null}
      <HelpLinks />
    </div>
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = kindOf(request);
  return step({ request, context }, {
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
  if (loaderData.cannotLogIn) return <MissingEntry siteUrl={loaderData.siteUrl} />;
  return <LoginForm loaderData={loaderData} actionData={actionData} />;
}

function LoginForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const [form, fields] = useRouteForm({
    id: "login",
    schema: loginForm,
    lastResult: actionData?.result,
    defaultValue: { prefix: DEFAULT_PREFIX },
  });
  const attempt = useAnswerKey(actionData);
  const copy = it.login;
  // Without JavaScript the prefix select is always there; with it, only once the field looks like a
  // phone number, so an e-mail login sees one field fewer.
  const enhanced = useEnhanced();
  const [username, setUsername] = useTypedValue(fields.username.id, String(fields.username.initialValue ?? ""));
  const showPrefix = !enhanced || isPhoneLike(username);
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === fields.username.name) setUsername(target.value);
  };
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <div onInput={onInput}>
          <TextField field={fields.username} label={copy.username} hint={copy.usernameHint} autoComplete="username" inputMode="email">
            {/* Before the number it qualifies, in the same row. */}
            {showPrefix ? <PrefixSelect field={fields.prefix} label={it.forms.prefixLabel} compact /> : null}
          </TextField>
        </div>
        <PasswordField key={attempt} field={fields.password} label={copy.password} shows="password" autoComplete="current-password" />
        <SubmitButton pendingText={copy.pending}>
          {copy.submit}
        </SubmitButton>
      </ProtectedForm>
      {/* A refused login is no dead end: the ways to reach a person, right under the message. */}
      {form.errors?.length ? <HelpLinks /> : null}
      <p className="links">
        <Link to={`${href("/reset-password")}${loaderData.search}`}>{copy.forgotPassword}</Link>
      </p>
      <p className="links">
        {copy.noAccount} <Link to={`/sign-up${loaderData.search}`}>{copy.signUp}</Link>
      </p>
    </>
  );
}
