import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { it } from "../../copy/it";
import { decide } from "../../flow/decide";
import { toQuery } from "../../flow/query";
import { requireReachable } from "../../forms/decision.server";
import { resetPasswordSchema } from "../../forms/email-schema";
import { readProtectedForm } from "../../forms/protected-form.server";
import { backToLoginHref } from "../../session/guards.server";
import { upstream } from "../../upstream/instance.server";
import { relaySetCookies, upstreamContext } from "../../upstream/request-context.server";
import { TextField } from "../../ui/field";
import { ProtectedForm } from "../../ui/form-parts";
import type { RouteHandle } from "../../ui/route-handle";
import { useRouteForm } from "../../ui/route-form";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { title: it.resetPassword.title, recaptcha: true };

export function loader({ request }: Route.LoaderArgs) {
  return { backToLoginHref: backToLoginHref(new URL(request.url).searchParams) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readProtectedForm(request);
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  if (submission.status !== "success") return { result: submission.reply() };

  const url = new URL(request.url);
  const result = await upstream().resetPassword(upstreamContext(request, form), { Email: submission.value.email });
  requireReachable(result, request);
  const headers = relaySetCookies(new Headers(), result);

  const decision = decide(result, { route: url.pathname, query: toQuery(url.searchParams), now: Date.now() });
  // A malformed address says nothing about accounts, so it may be told; in our words, next to the field.
  if (decision.fieldErrors?.email) {
    return data({ result: submission.reply({ fieldErrors: { email: [it.forms.emailInvalid] } }) }, { headers });
  }
  // Design §7: every other answer (sent, unknown account, any refusal) looks the same (decision 042).
  throw redirect(`/reset-password/feedback/success${url.search}`, { status: 303, headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useRouteForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    lastResult: actionData?.result,
  });
  const copy = it.resetPassword;
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
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
