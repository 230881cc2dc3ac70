import { getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { it } from "../../copy/it";
import { decide } from "../../flow/decide";
import { secondsLeft } from "../../flow/locks";
import { toQuery, withoutParams } from "../../flow/query";
import { hrefOf } from "../../flow/redirect";
import { FlowRoute } from "../../flow/routes";
import { actionHeaders, decisionHref, rememberDecision, requireReachable } from "../../forms/decision.server";
import { ConfirmMobileIntent, confirmCodeSchema, stripCodeSeparators } from "../../forms/otp-schema";
import { loadMaskedPhone } from "../../forms/pending-phone.server";
import { readProtectedForm } from "../../forms/protected-form.server";
import { flash, getSession, type Session } from "../../session/session.server";
import { upstreamContext } from "../../upstream/request-context.server";
import { upstream } from "../../upstream/instance.server";
import { Countdown, useSecondsLeft } from "../../ui/countdown";
import { FieldError } from "../../ui/field";
import { CsrfInput, ProtectedForm } from "../../ui/form-parts";
import type { RouteHandle } from "../../ui/route-handle";
import { TOAST_DURATION } from "../../ui/toasts";
import type { Route } from "./+types/confirm-mobile";

export const handle: RouteHandle = { title: it.confirmMobile.title };

export async function loader({ request }: Route.LoaderArgs) {
  const session = getSession(request);
  const { phone, setCookies } = await loadMaskedPhone(request, session);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const lockUntil = session.data.smsLockUntil ?? 0;
  return data(
    { phone, lockUntil, lockSecondsLeft: secondsLeft(session.data.smsLockUntil, Date.now()), search: new URL(request.url).search },
    { headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readProtectedForm(request);
  return form.get("intent") === ConfirmMobileIntent.resend ? resend(request, form) : confirm(request, form);
}

/** ConfirmPinSms (spec §4): success goes where the flow says; Success false shows the server's message at the field. */
async function confirm(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: confirmCodeSchema });
  if (submission.status !== "success") return { intent: ConfirmMobileIntent.confirm, result: submission.reply() };

  const url = new URL(request.url);
  const query = toQuery(url.searchParams);
  const result = await upstream().confirmPinSms(upstreamContext(request, form), { PinSms: submission.value.code });
  requireReachable(result, request);
  const decision = decide(result, { route: url.pathname, query, now: Date.now() });
  const session = getSession(request);
  rememberDecision(session, decision);
  const headers = actionHeaders(session, result);
  // The phone is confirmed even when the allow-list refuses the upstream's UrlRedirect: the customer then
  // sees the sign-up success page rather than a form that already did its job.
  const href = decisionHref(decision) ?? (result.ok ? hrefOf({ path: FlowRoute.signUpSuccess, query: withoutParams(query, "fs") }) : null);
  if (href) throw redirect(href, { status: 303, headers });

  const failure = decision.propagate;
  const message = failure?.kind === "code" ? failure.body?.MessageError || it.confirmMobile.codeRejected : null;
  const reply = message
    ? submission.reply({ fieldErrors: { code: [message] } })
    : submission.reply({ formErrors: [it.confirmMobile.unexpected] });
  return data({ intent: ConfirmMobileIntent.confirm, result: reply }, { headers });
}

/**
 * An upstream that refuses a resend as too early names when it will accept one; keeping that as our
 * own lock makes the countdown and the next refusal tell the truth (design §5).
 */
function adoptUpstreamLock(session: Session, body: { OTPRequestBlockedUntil?: Date | null } | undefined, now: number): void {
  const until = body?.OTPRequestBlockedUntil?.getTime();
  if (until !== undefined && until > now && until > (session.data.smsLockUntil ?? 0)) session.data.smsLockUntil = until;
}

/**
 * ResendSms with the 60 s lock of spec §9. An early press is refused here with the time left, before the
 * upstream is asked (design §5: without JavaScript the button always posts). Every other answer is a
 * redirect back to this page, so the flash toast shows in both modes (post/redirect/get).
 */
async function resend(request: Request, form: FormData) {
  const url = new URL(request.url);
  const now = Date.now();
  const session = getSession(request);
  const wait = secondsLeft(session.data.smsLockUntil, now);
  if (wait > 0) return { intent: ConfirmMobileIntent.resend, resendMessage: it.confirmMobile.resendTooEarly(wait) };

  const result = await upstream().resendSms(upstreamContext(request, form));
  requireReachable(result, request);
  const decision = decide(result, { route: url.pathname, query: toQuery(url.searchParams), now });
  rememberDecision(session, decision);
  if (!result.ok && !decision.redirect) adoptUpstreamLock(session, "body" in result.error ? result.error.body : undefined, now);
  // No toast and no redirect: sent, or a needConfirmPhone answer that counts as sent (spec §7).
  if (!decision.toast && !decision.redirect) {
    flash(session, { message: it.confirmMobile.resendSent, severity: "success", durationMs: TOAST_DURATION.medium });
  }
  const headers = actionHeaders(session, result);
  throw redirect(decisionHref(decision) ?? `${url.pathname}${url.search}`, { status: 303, headers });
}

/**
 * One field for the whole code (design §5): a paste of "123 456" or "123-456" lands as digits, and where
 * the browser offers the WebOTP API the code from the SMS fills it in.
 */
function CodeField({ field, label, hint }: { field: FieldMetadata<string>; label: string; hint: string }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type: "text", ariaDescribedBy: hintId });

  useEffect(() => {
    if (!("OTPCredential" in window)) return;
    const controller = new AbortController();
    const request = { otp: { transport: ["sms"] }, signal: controller.signal } as unknown as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === "string" && input.current) input.current.value = stripCodeSeparators(code);
      })
      // Refused, unsupported or aborted on leaving: the customer types or pastes the code instead.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const clean = (event: FormEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const cleaned = stripCodeSeparators(target.value);
    if (cleaned !== target.value) target.value = cleaned;
  };

  return (
    <div className={`field${field.errors?.length ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <FieldError field={field} />
      <div className="field__control">
        <input
          {...props}
          key={props.key}
          ref={input}
          className="field__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          onInput={clean}
        />
      </div>
    </div>
  );
}

/**
 * "Invia di nuovo" (design §5): without JavaScript the button always posts and the server answers;
 * with it the button waits, disabled, while the countdown ticks, and wakes at 0.
 */
function ResendForm({ lockUntil, lockSecondsLeft, message }: { lockUntil: number; lockSecondsLeft: number; message?: string }) {
  const copy = it.confirmMobile;
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const left = useSecondsLeft(lockUntil, lockSecondsLeft);
  return (
    <Form method="post" className="resend">
      <CsrfInput />
      <input type="hidden" name="intent" value={ConfirmMobileIntent.resend} />
      <p>{copy.resendIntro}</p>
      {left > 0 ? <Countdown secondsLeft={left} label={copy.resendCountdownLabel} /> : null}
      <div className="form-message" role="status">
        {message ? <p>{message}</p> : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={enhanced && left > 0}>
        {copy.resend}
      </button>
    </Form>
  );
}

export default function ConfirmMobile({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const copy = it.confirmMobile;
  const confirmResult = navigation.state === "idle" && actionData?.intent === ConfirmMobileIntent.confirm ? actionData.result : null;
  const resendMessage = navigation.state === "idle" && actionData?.intent === ConfirmMobileIntent.resend ? actionData.resendMessage : undefined;
  const [form, fields] = useForm({
    id: "confirm-code",
    lastResult: confirmResult,
    constraint: getZodConstraint(confirmCodeSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmCodeSchema }),
  });
  const { phone } = loaderData;
  return (
    <>
      <h1>{copy.title}</h1>
      {phone ? (
        <p>
          {copy.sentTo} <strong className="masked-phone">{`${phone.prefix} ${phone.cell}`.trim()}</strong>
        </p>
      ) : (
        <p>{copy.sentToUnknown}</p>
      )}
      <ProtectedForm form={form} intent={ConfirmMobileIntent.confirm}>
        <CodeField field={fields.code} label={copy.codeLabel} hint={copy.codeHint} />
        <button type="submit" className="button button--primary">
          {copy.submit}
        </button>
      </ProtectedForm>
      <ResendForm lockUntil={loaderData.lockUntil} lockSecondsLeft={loaderData.lockSecondsLeft} message={resendMessage} />
      <p className="links">
        <Link to={`/pending-operation/change-mobile${loaderData.search}`}>{copy.changeNumber}</Link>
      </p>
    </>
  );
}
