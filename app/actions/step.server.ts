import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { decide, type DecideContext, type FlowDecision } from "../flow/decide";
import type { FlowErrorBody } from "../flow/outcome";
import { loginAccepted, type LoginFailureKind } from "../flow/login";
import { toQuery, type Query } from "../flow/query";
import { contextOf, type RouteArgs } from "../request-context";
import { startAfreshAfterLogin } from "../session/rotation.server";
import { getSession, type Session } from "../session/session.server";
import { now as clockNow } from "../clock.server";
import type { UpstreamClient, UpstreamContext, UpstreamResult } from "../upstream/client.server";
import type { CallName } from "../upstream/endpoints.server";
import { upstream } from "../upstream/instance.server";
import { upstreamContext } from "../upstream/request-context.server";
import { actionHeaders, decisionHref, rememberDecision, rememberDestination, rememberEffects, requireReachable, requireUpstreamSession, seeOther, type StepEffects } from "./answer.server";
import * as it from "../copy/it";
import { formFieldName } from "./field-names";
import { expiredReply, openProtectedForm, type GatedForm } from "./gate.server";
import { meteredUpstream, spendProbe } from "./metered.server";
import { urlOf } from "../request-url";

/** What a screen says about an upstream refusal, in our words (design §3 step 4). */
export type StepMessages = {
  /** Per upstream code: the form field it is about (none: above the form) and, optionally, our text. */
  codes?: Readonly<Record<string, { field?: string; message?: string }>>;
  /** Our text for any error at a form field, whatever the upstream said. */
  fields?: Readonly<Record<string, string>>;
  /** Our text for one code at one form field, where a code (NOV) means something else at each field. */
  fieldCodes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A refusal the table does not name shows the server's own message (else `fallback`) at this field. */
  serverMessageAt?: { field: string; fallback: string };
  /** A refusal read from its body before the table (attempts left after a wrong code); null: not this one. */
  fromBody?: (body: FlowErrorBody) => { field?: string; message: string } | null;
  /** A login failure (spec §8) this screen words its own way, at a field or above the form. */
  loginFailures?: Partial<Record<LoginFailureKind, { field?: string; message: string }>>;
  /** What the form says when nothing better is known. */
  fallback: string;
};

/** Everything a step's hooks may read: the request, its form, session, query and the parsed values. */
export type StepInput<Values, Guarded> = {
  request: Request;
  form: FormData;
  url: URL;
  query: Query;
  now: number;
  session: Session;
  guarded: Guarded;
  values: Values;
  upstream: UpstreamClient;
  context: UpstreamContext;
};

export type StepOptions<S extends z.ZodObject, K extends CallName, Guarded> = {
  schema: S;
  /** Fields whose typed value never travels back to the browser (passwords). */
  secret?: readonly string[];
  /** A guard that throws a redirect when the screen may not be posted to (it runs after the gate). */
  guard?: (request: Request) => ({ session: Session } & Guarded) | Promise<{ session: Session } & Guarded>;
  /**
   * A reason to refuse before the upstream is asked: shown above the form, or effects that leave the
   * screen (with their href).
   */
  precondition?: (input: StepInput<z.output<S>, Guarded>) => string | StepEffects | null;
  /** The one upstream call of this step. */
  call: (input: StepInput<z.output<S>, Guarded>) => Promise<UpstreamResult<K>>;
  /** What the customer typed that the flow may carry on (an ambiguous login's password). */
  submitted?: (values: z.output<S>) => DecideContext["submitted"];
  /**
   * The screen's last word once the decision is remembered: an href to go to instead of (or where the
   * flow has none) the decision's own, or effects for the pipeline to remember with it (state, a lock, a
   * toast). Null keeps the flow's answer. Hooks never write the session: the pipeline does.
   */
  next?: (
    input: StepInput<z.output<S>, Guarded>,
    outcome: { result: UpstreamResult<K>; decision: FlowDecision; href: string | null },
  ) => string | StepEffects | null;
  messages: StepMessages;
  /** More field errors for a form the schema refused, from fields it found fine (sign-up's upstream checks). */
  alsoRefused?: (form: FormData, errors: Readonly<Record<string, string[] | null>>) => Promise<Record<string, string[]>>;
  /**
   * Rules only the server can judge, before the upstream is asked (a common password, decision 160):
   * field errors from fields the schema found fine. Asked whether the schema accepted the form or not,
   * so one answer says every problem (decision 144); a field they refuse is not asked of `alsoRefused`.
   */
  serverChecks?: (form: FormData, errors: Readonly<Record<string, string[] | null>>) => Record<string, string[]>;
};

export type StepReply = { result: SubmissionResult<string[]> };

type Errors = { fieldErrors: Record<string, string[]>; formErrors: string[] };

/**
 * A number or an address already registered is told in sign-up's words on every screen that asks for
 * one (issue 42 item 6), never in the upstream's own ("Numero di cellulare già registrato").
 */
const REGISTERED_WORDS: Readonly<Record<string, string>> = { USED_MOBILE: it.signUpErrors.codes.USED_MOBILE, USED_EMAIL: it.signUpErrors.codes.USED_EMAIL };

/** The decision's refusal as field and form errors, form field names and our messages first. */
export function refusalErrors(decision: FlowDecision, messages: StepMessages): Errors {
  const errors: Errors = { fieldErrors: {}, formErrors: [] };
  const put = (field: string | undefined, message: string, code?: string) => {
    if (!field) return void errors.formErrors.push(message);
    errors.fieldErrors[field] = [(code ? messages.fieldCodes?.[field]?.[code] : undefined) ?? messages.fields?.[field] ?? message];
  };
  for (const [name, error] of Object.entries(decision.fieldErrors ?? {})) {
    const known = messages.codes?.[error.code];
    put(known?.field ?? formFieldName(name), known?.message ?? REGISTERED_WORDS[error.code] ?? error.message, error.code);
  }
  const failure = decision.propagate;
  if (failure?.kind === "code") {
    const code = failure.code ?? failure.body?.CodeError ?? "";
    const known = messages.codes?.[code];
    const server = failure.body?.MessageError || null;
    const read = failure.body ? messages.fromBody?.(failure.body) : null;
    if (read) put(read.field, read.message);
    else if (known) put(known.field, known.message ?? server ?? messages.fallback);
    else if (messages.serverMessageAt) put(messages.serverMessageAt.field, server ?? messages.serverMessageAt.fallback);
  } else if (failure?.kind === "validation") {
    for (const [name, error] of Object.entries(failure.fields ?? {})) put(formFieldName(name), error.message, error.code);
  }
  const ownWords = decision.loginFailure ? messages.loginFailures?.[decision.loginFailure] : undefined;
  if (ownWords) put(ownWords.field, ownWords.message);
  else if (decision.formMessage) errors.formErrors.push(decision.formMessage);
  if (!errors.formErrors.length && !Object.keys(errors.fieldErrors).length) errors.formErrors.push(messages.fallback);
  return errors;
}

/**
 * The action of a form screen (design §3), in one place: gate (cookies, CSRF, body; a form whose token
 * expired is shown again, nothing else done: decision 138) → guard → parse
 * (conform + zod, the browser's schema) → the limits the screen declares (app/screens.ts) → one
 * upstream call → the flow's decision → remember it in the session → answer: a 303 redirect, or the
 * form again with its errors (400 when the form itself was invalid), the typed values kept except the
 * secret ones.
 */
export async function step<S extends z.ZodObject, K extends CallName, Guarded = object>(
  args: RouteArgs,
  options: StepOptions<S, K, Guarded>,
  /** The form, when the screen has opened it already to pick one of its forms by `intent`. */
  alreadyOpened?: GatedForm,
) {
  const { request } = args;
  const requestContext = contextOf(args.context);
  const { form, expired } = alreadyOpened ?? (await openProtectedForm(args));
  if (expired) return expiredReply(form, options.secret);
  const guarded = options.guard ? await options.guard(request) : ({ session: getSession(request) } as { session: Session } & Guarded);
  const hideFields = options.secret ? [...options.secret] : undefined;
  const submission = parseWithZod(form, { schema: options.schema });
  const schemaErrors = submission.status === "success" ? {} : (submission.error ?? {});
  const serverErrors = options.serverChecks?.(form, schemaErrors) ?? {};
  if (submission.status !== "success" || Object.keys(serverErrors).length) {
    const upstreamErrors = await options.alsoRefused?.(form, { ...schemaErrors, ...serverErrors });
    const fieldErrors = { ...serverErrors, ...upstreamErrors };
    // The guard may have written the session (email-selection keeps its password under a new key):
    // a refused form keeps what the guard kept, or the corrected post would find it gone (issue 25 item 1).
    return data<StepReply>(
      { result: submission.reply({ hideFields, ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) }) },
      { status: 400, headers: actionHeaders(guarded.session) },
    );
  }
  if (requestContext.screen.probe) await spendProbe(requestContext, guarded.session);

  const url = urlOf(request);
  const input: StepInput<z.output<S>, Guarded> = {
    request,
    form,
    url,
    query: toQuery(url.searchParams),
    now: clockNow(),
    session: guarded.session,
    guarded,
    values: submission.value,
    upstream: meteredUpstream(upstream(), requestContext, guarded.session),
    context: upstreamContext(args, form),
  };
  const refused = options.precondition?.(input);
  if (typeof refused === "string") return data<StepReply>({ result: submission.reply({ formErrors: [refused], hideFields }) }, { status: 400, headers: actionHeaders(guarded.session) });
  if (refused) seeOther(rememberEffects(input.session, refused, input.now) ?? input.url.pathname, actionHeaders(input.session));

  const result = await options.call(input);
  requireReachable(result, request);
  requireUpstreamSession(result, request, input.session);
  const decision = decide(result, {
    route: url.pathname,
    query: input.query,
    now: input.now,
    submitted: options.submitted?.(submission.value),
  });
  // Before the decision is applied, so that the login's own is what the new session keeps.
  if (loginAccepted(result)) startAfreshAfterLogin(requestContext, input.session, input.now);
  rememberDecision(requestContext, input.session, decision, input.now);
  const flowHref = decisionHref(decision);
  // A post the upstream refused to consider (its reCAPTCHA check) is no answer a screen may act on.
  const last = decision.unanswered ? null : (options.next?.(input, { result, decision, href: flowHref }) ?? null);
  const href = (typeof last === "string" ? last : last ? rememberEffects(input.session, last, input.now) : null) ?? flowHref;
  rememberDestination(input.session, href);
  const headers = actionHeaders(input.session, result);
  if (href) seeOther(href, headers);

  const { fieldErrors, formErrors } = refusalErrors(decision, options.messages);
  return data<StepReply>({ result: submission.reply({ fieldErrors, formErrors, hideFields }) }, { headers });
}
