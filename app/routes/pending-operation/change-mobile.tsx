import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { it } from "../../copy/it";
import { decide } from "../../flow/decide";
import { smsDispatchExpiry } from "../../flow/locks";
import { toQuery } from "../../flow/query";
import { changeMobileSchema } from "../../forms/change-mobile-schema";
import { actionHeaders, decisionHref, rememberDecision, requireReachable } from "../../forms/decision.server";
import { DEFAULT_PREFIX } from "../../forms/login-schema";
import { loadMaskedPhone } from "../../forms/pending-phone.server";
import { phonePrefixes } from "../../forms/phone-prefixes.server";
import { readProtectedForm } from "../../forms/protected-form.server";
import { flash, getSession } from "../../session/session.server";
import { upstreamContext } from "../../upstream/request-context.server";
import { upstream } from "../../upstream/instance.server";
import { TextField } from "../../ui/field";
import { ProtectedForm } from "../../ui/form-parts";
import { PrefixSelect } from "../../ui/prefix-select";
import type { RouteHandle } from "../../ui/route-handle";
import { useRouteForm } from "../../ui/route-form";
import { TOAST_DURATION } from "../../ui/toasts";
import type { Route } from "./+types/change-mobile";

export const handle: RouteHandle = { title: it.changeMobile.title };

const CONFIRM_MOBILE = "/pending-operation/confirm-mobile";

export async function loader({ request }: Route.LoaderArgs) {
  const session = getSession(request);
  // Also proves the upstream's pending session: without it the change could never be sent.
  const { phone, setCookies } = await loadMaskedPhone(request, session);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const search = new URL(request.url).search;
  return data(
    {
      phone,
      prefixes: phonePrefixes(),
      defaultPrefix: session.data.state?.mobileCountryCode || DEFAULT_PREFIX,
      search,
    },
    { headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readProtectedForm(request);
  const submission = parseWithZod(form, { schema: changeMobileSchema });
  if (submission.status !== "success") return { result: submission.reply() };

  const url = new URL(request.url);
  const now = Date.now();
  const { mobileCountryCode, mobileNumber } = submission.value;
  const result = await upstream().changeRegistrationCellAndSendSms(upstreamContext(request, form), { Cell: mobileNumber, Prefix: mobileCountryCode });
  requireReachable(result, request);
  const decision = decide(result, { route: url.pathname, query: toQuery(url.searchParams), now });
  const session = getSession(request);
  rememberDecision(session, decision);

  if (result.ok) {
    // Spec §7: the answer names the number now on file; confirm-mobile shows it, and the SMS just sent
    // starts the 60 s lock (spec §9) like any other send.
    session.data.state = { mobileNumber: result.data.PhoneNumber, mobileCountryCode: result.data.PhonePrefix };
    session.data.smsLockUntil = smsDispatchExpiry(now);
    flash(session, { message: it.changeMobile.sent, severity: "success", durationMs: TOAST_DURATION.medium });
    throw redirect(`${CONFIRM_MOBILE}${url.search}`, { status: 303, headers: actionHeaders(session, result) });
  }

  const headers = actionHeaders(session, result);
  const href = decisionHref(decision);
  if (href) throw redirect(href, { status: 303, headers });

  // USED_MOBILE and BLOCKED_MOBILE come as field errors (spec §5); any other refusal with the server's
  // message (CHANGE_SAME_PHONE_ERROR, NOV) is about the number, so it shows next to it too.
  const fieldMessage = decision.fieldErrors?.mobileNumber?.message;
  const failure = decision.propagate;
  const serverMessage = failure?.kind === "code" ? failure.body?.MessageError || null : null;
  const message = fieldMessage || serverMessage;
  const reply = message
    ? submission.reply({ fieldErrors: { mobileNumber: [message] } })
    : submission.reply({ formErrors: [it.changeMobile.unexpected] });
  return data({ result: reply }, { headers });
}

export default function ChangeMobile({ loaderData, actionData }: Route.ComponentProps) {
  const copy = it.changeMobile;
  const [form, fields] = useRouteForm({
    id: "change-mobile",
    schema: changeMobileSchema,
    lastResult: actionData?.result,
    defaultValue: { mobileCountryCode: loaderData.defaultPrefix },
  });
  const { phone } = loaderData;
  return (
    <>
      <h1>{copy.title}</h1>
      {phone ? (
        <p>
          {copy.current} <strong className="masked-phone">{`${phone.prefix} ${phone.cell}`.trim()}</strong>
        </p>
      ) : null}
      <p>{copy.intro}</p>
      <ProtectedForm form={form}>
        <PrefixSelect field={fields.mobileCountryCode} prefixes={loaderData.prefixes} label={it.forms.prefixLabel} />
        {/* Text with a phone keypad: "tel-national" autofill is valid only on a text input, and the prefix has its own field. */}
        <TextField field={fields.mobileNumber} label={copy.numberLabel} autoComplete="tel-national" inputMode="tel" />
        <button type="submit" className="button button--primary">
          {copy.submit}
        </button>
      </ProtectedForm>
      <p className="links">
        <Link to={`${CONFIRM_MOBILE}${loaderData.search}`}>{copy.back}</Link>
      </p>
    </>
  );
}
