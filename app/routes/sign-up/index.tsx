import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { data, Link } from "react-router";
import { expiredReply, openProtectedForm } from "../../actions/gate.server";
import {
  checkValidFields,
  loadSignUpReference,
  registerAccountBody,
  searchCities,
  searchCountries,
  signUpCodes,
  signUpFieldCodes,
  signUpFieldSettings,
} from "../../actions/sign-up.server";
import { refuseCommonPassword } from "../../actions/common-password.server";
import { spendProbe } from "../../actions/metered.server";
import { contextOf } from "../../request-context";
import { step } from "../../actions/step.server";
import * as it from "../../copy/it";
import { toQuery } from "../../flow/query";
import { consentErrorKey } from "../../forms/consent-fields";
import { DEFAULT_PREFIX } from "../../forms/login-fields";
import type { RouteArgs } from "../../request-context";
import { SIGN_UP_SECRETS } from "../../forms/sign-up-fields";
import { signUpSchema } from "../../forms/sign-up-schema";
import { backToLoginHref } from "../../security/links.server";
import { getSession } from "../../session/session.server";
import { RadioGroup } from "../../ui/radio-group";
import { ConsentList } from "../../ui/consent-list";
import { DateInput } from "../../ui/date-input";
import { PasswordField, TextField } from "../../ui/shell/field";
import { ProtectedForm } from "../../ui/shell/form-parts";
import { SubmitButton } from "../../ui/shell/submit-button";
import { PasswordRules } from "../../ui/password-rules";
import { PrefixSelect } from "../../ui/shell/prefix-select";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { useAnswerKey, useRouteForm, useTypedValue } from "../../ui/shell/route-form";
import type { SearchResults } from "../../ui/search-field";
import type { Route } from "./+types/index";
import type * as Touched from "./touched";
import { cityOptions, countryOptions, PICK, PICKABLE, SEARCH_CITY, SEARCH_COUNTRY } from "./search-options";
import { signUpForm } from "../../forms/sign-up-schema";
import { urlOf } from "../../request-url";
import { screen } from "../../actions/screen.server";

export const handle: RouteHandle = { title: it.signUp.title, recaptcha: true, errorTitle: true };

const copy = it.signUp;
/**
 * The invoicing section, hidden by default: its components and texts load only where it shows
 * (decision 114). The server waits for it and writes it in place; the browser hydrates it once its
 * chunk has arrived, leaving the server's HTML as it is until then.
 */
const InvoicingSection = lazy(() => import("./invoicing-section"));
const FORM_ID = "sign-up";
/**
 * The fields before the invoicing group, in the order they show, for the error summary. The passwords
 * come after the invoicing group, whose searches post the form without JavaScript and come back
 * without them: filled from top to bottom, the form asks for the password once (issue 25 item 7).
 */
const FIELD_ORDER = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "gender",
  "email",
  "confirmEmail",
  "mobileCountryCode",
  "mobileNumber",
  "taxCode",
] as const;

export const middleware = [screen({ bucket: "strict", sms: "typed", probe: true })];

export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = signUpFieldSettings(request);
  const { consents, invoicing, headers } = await loadSignUpReference({ request, context }, settings);
  const url = urlOf(request);
  return data(
    { settings, consents, invoicing, loginHref: backToLoginHref(url.searchParams) },
    { headers },
  );
}

type SearchReply = {
  result: SubmissionResult<string[]>;
  search: { field: "country" | "city"; results: SearchResults } | null;
  /** Whether the post carried a password, which the page now asks for again. */
  passwordsDropped: boolean;
};

/**
 * "Cerca" and picking a match without JavaScript (design §5): the form comes back with every value
 * typed so far, passwords excepted, and the matches to pick from, or with the pick filled in. Nothing
 * is validated and nothing is sent to the upstream but the search.
 */
async function searchOrPick(args: RouteArgs, form: FormData, intent: string): Promise<SearchReply> {
  const { request } = args;
  let search: SearchReply["search"] = null;
  if (intent.startsWith(`${PICK}:`)) {
    let fills: unknown = null;
    try {
      fills = JSON.parse(intent.slice(PICK.length + 1));
    } catch {
      // A forged pick is ignored: the form comes back as it was.
    }
    if (fills && typeof fills === "object") {
      for (const [name, value] of Object.entries(fills)) if (PICKABLE.has(name) && typeof value === "string") form.set(name, value.slice(0, 100));
    }
  } else if (intent === SEARCH_COUNTRY) {
    const text = String(form.get("invoicingData.country") ?? "");
    // A new search forgets the country picked before, until one of the matches is picked.
    form.delete("invoicingData.countryCode");
    const matches = await searchCountries(args, text);
    search = { field: "country", results: matches ? { options: countryOptions(matches) } : { options: [], failed: true } };
  } else {
    const text = String(form.get("invoicingData.city") ?? "");
    if (text.trim().length < 2) search = { field: "city", results: { options: [], tooShort: true } };
    else {
      const matches = await searchCities(args, text);
      search = { field: "city", results: matches ? { options: cityOptions(matches) } : { options: [], failed: true } };
    }
  }
  const passwordsDropped = SIGN_UP_SECRETS.some((secret) => String(form.get(secret) ?? "") !== "");
  for (const secret of SIGN_UP_SECRETS) form.delete(secret);
  const submission = parseWithZod(form, { schema: signUpSchema(signUpFieldSettings(request), []) });
  // The values without their verdict: a search is not a submit, so no field is called wrong yet.
  const reply = submission.reply();
  return { result: { initialValue: reply.initialValue, error: {} }, search, passwordsDropped };
}

export async function action({ request, context }: Route.ActionArgs) {
  const opened = await openProtectedForm({ request, context });
  // An expired form is shown back before anything is looked up, searches included.
  if (opened.expired) return expiredReply(opened.form, SIGN_UP_SECRETS);
  const { form } = opened;
  const intent = String(form.get("intent") ?? "");
  if (intent === SEARCH_COUNTRY || intent === SEARCH_CITY || intent.startsWith(`${PICK}:`)) return searchOrPick({ request, context }, form, intent);

  const settings = signUpFieldSettings(request);
  // Read again for the post, so a tampered form cannot decide which consents are required.
  const { consents, invoicing } = await loadSignUpReference({ request, context }, settings);
  const known = consents ?? [];
  return step(
    { request, context },
    {
      schema: signUpSchema(settings, known),
      secret: SIGN_UP_SECRETS,
      precondition: () => (consents ? null : copy.consentsUnavailable),
      call: ({ upstream, context, values, url }) =>
        upstream.registerAccount(context, registerAccountBody(values, settings, known, toQuery(url.searchParams), invoicing)),
      messages: { codes: signUpCodes, fieldCodes: signUpFieldCodes, fallback: it.signUpErrors.unexpected },
      // Without JavaScript too, one answer says every problem, the upstream's checks included (decision 144).
      serverChecks: refuseCommonPassword(),
      alsoRefused: (posted, errors) => checkValidFields({ request, context }, posted, errors, () => spendProbe(contextOf(context), getSession(request))),
    },
    opened,
  );
}

/**
 * The form's behaviour once the customer starts on it (./touched.tsx): the password rules' marks and
 * the upstream's checks on blur. Fetched once, with the form's checks.
 */
let touchedModule: Promise<typeof Touched> | undefined;
const loadTouched = () => (touchedModule ??= import("./touched"));

/** Spec §7's on-blur checks: ask the upstream about one field, remember its answer for that value. */
function useFieldChecks() {
  const [answers, setAnswers] = useState<Record<string, { value: string; message: string | null; common?: boolean }>>({});
  const [current, setCurrent] = useState<Record<string, string>>({});
  const check = async (field: string, value: string, extra: Record<string, string> = {}) => {
    setCurrent((values) => ({ ...values, [field]: value }));
    if (!value.trim()) return;
    try {
      // A box left before the form's behaviour arrived is asked about once it has.
      const answer = await (await loadTouched()).askUpstream(field, value, extra);
      if (answer?.field === field) setAnswers((known) => ({ ...known, [field]: { value, message: answer.message, common: answer.common } }));
    } catch {
      // No answer, no message: the submit asks the upstream again.
    }
  };
  const typed = useCallback((field: string, value: string) => setCurrent((values) => ({ ...values, [field]: value })), []);
  // Only a message about exactly what is in the box now.
  const messageFor = (field: string) => {
    const answer = answers[field];
    return answer && answer.value === current[field] ? answer.message : null;
  };
  /** Whether the server found the password in the box now a common one; undefined until it has said. */
  const commonFor = (field: string) => {
    const answer = answers[field];
    return answer && answer.value === current[field] ? answer.common : undefined;
  };
  // A submit's answer is the server's newer word on every box (issue 42 item 6): the checks made as the
  // boxes were left are forgotten, so the page says what the same submit says without JavaScript.
  const forget = useCallback(() => setAnswers({}), []);
  return { check, typed, messageFor, commonFor, forget };
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, consents, invoicing } = loaderData;
  const [touched, setTouched] = useState<typeof Touched | null>(null);
  // The form's checks are fetched on its first touch (useRouteForm): its own behaviour comes along.
  const [schema] = useState(() => ({
    ...signUpForm,
    checks: () => {
      void loadTouched().then(setTouched, () => undefined);
      return signUpForm.checks();
    },
  }));
  const [form, fields] = useRouteForm({
    id: FORM_ID,
    schema,
    args: [settings, consents ?? []],
    lastResult: actionData?.result,
    // Judged on submit, then again as each wrong box is corrected: conform (1.21) drops the errors of
    // the date and consent groups from a submit that follows blur validations of single boxes.
    validateOn: "onSubmit",
    defaultValue: {
      mobileCountryCode: DEFAULT_PREFIX,
      ...(settings.invoicingData !== "hidden" ? { invoicingData: { country: "Italia", countryCode: "IT" } } : {}),
    },
  });
  const search = actionData && "search" in actionData ? actionData.search : null;
  // Any other answer (a refused submit) comes back without the passwords too.
  const passwordsDropped = actionData ? !("passwordsDropped" in actionData) || actionData.passwordsDropped : false;

  // A new answer empties the passwords with JavaScript too, as the server's re-render does without.
  const attempt = useAnswerKey(actionData);

  const checks = useFieldChecks();
  const [password, setPassword] = useTypedValue(fields.password.id, "");
  // The emptied password box is judged as empty: neither its rules nor the check of what it held before.
  const { typed, forget } = checks;
  useEffect(() => {
    if (!attempt) return;
    setPassword("");
    typed("password", "");
    forget();
  }, [attempt, setPassword, typed, forget]);

  const optional = (setting: string) => (setting === "optional" ? copy.optional : undefined);

  // The summary in the order of the form, with what the checks found as each box was left.
  const summary = {
    order: [
      ...FIELD_ORDER,
      "invoicingData",
      "password",
      "passwordAgain",
      "consents",
      ...(consents ?? []).map((consent) => consentErrorKey(consent.code)),
    ],
    extra: { email: checks.messageFor("email"), mobileNumber: checks.messageFor("mobileNumber"), password: checks.messageFor("password") },
  };
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <ProtectedForm form={form} summary={summary}>
        {settings.invoicingData !== "hidden" ? (
          // Enter in any box sends the form, as without the search buttons: the first submit button is the default one.
          // `hidden`, not only styled away: a text browser reads no stylesheet and listed it above "Nome" (issue 42 item 6).
          <button type="submit" hidden tabIndex={-1}>
            {copy.submit}
          </button>
        ) : null}
        <TextField field={fields.firstName} label={copy.firstName} autoComplete="given-name" />
        <TextField field={fields.lastName} label={copy.lastName} autoComplete="family-name" />
        {settings.dateOfBirth !== "hidden" ? (
          <DateInput field={fields.dateOfBirth} legend={copy.dateOfBirth} hint={copy.dateOfBirthHint} labelSuffix={optional(settings.dateOfBirth)} />
        ) : null}
        {settings.gender !== "hidden" ? (
          <RadioGroup
            field={fields.gender}
            legend={copy.gender}
            options={copy.genders}
            labelSuffix={optional(settings.gender)}
          />
        ) : null}
        <TextField
          field={fields.email}
          label={copy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          extraError={checks.messageFor("email")}
          onInput={(value) => checks.typed("email", value)}
          onBlur={(value) => checks.check("email", value)}
        />
        {settings.confirmEmail !== "hidden" ? (
          <TextField field={fields.confirmEmail} label={copy.confirmEmail} type="email" autoComplete="email" inputMode="email" />
        ) : null}
        <PrefixSelect field={fields.mobileCountryCode} label={it.forms.prefixLabel} />
        <TextField
          field={fields.mobileNumber}
          label={copy.mobileNumber}
          hint={copy.mobileHint}
          autoComplete="tel-national"
          inputMode="tel"
          extraError={checks.messageFor("mobileNumber")}
          onInput={(value) => checks.typed("mobileNumber", value)}
          onBlur={(value) => {
            const prefix = (document.getElementById(fields.mobileCountryCode.id) as HTMLSelectElement | null)?.value ?? DEFAULT_PREFIX;
            void checks.check("mobileNumber", value, { prefix });
          }}
        />
        {settings.taxCode !== "hidden" ? (
          <TextField field={fields.taxCode} label={copy.taxCode} autoComplete="off" labelSuffix={optional(settings.taxCode)} />
        ) : null}
        {settings.invoicingData !== "hidden" && invoicing ? (
          // Its own chunk, loaded only where the configuration shows it; the server's HTML stays until it hydrates.
          <Suspense fallback={null}>
            <InvoicingSection
              field={fields.invoicingData}
              optionalLabel={optional(settings.invoicingData)}
              sendingModes={invoicing.sendingModes}
              search={search}
            />
          </Suspense>
        ) : null}
        {passwordsDropped ? <p className="notice">{copy.passwordsAgain}</p> : null}
        <PasswordRules id="sign-up-password-rules" item={touched?.tickedRules(password, checks.commonFor("password"))} />
        <PasswordField
          key={`password-${attempt}`}
          field={fields.password}
          label={copy.password}
          shows="password"
          autoComplete="new-password"
          describedBy="sign-up-password-rules"
          extraError={checks.messageFor("password")}
          onInput={(value) => {
            setPassword(value);
            checks.typed("password", value);
          }}
          onBlur={(value) => checks.check("password", value)}
        />
        <PasswordField key={`again-${attempt}`} field={fields.passwordAgain} label={copy.passwordAgain} shows="passwordAgain" autoComplete="new-password" />
        {consents ? (
          <ConsentList form={form as never} consents={consents} legend={copy.consentsLegend} />
        ) : (
          <p className="field__error">{copy.consentsUnavailable}</p>
        )}
        <SubmitButton>{copy.submit}</SubmitButton>
      </ProtectedForm>
      {loaderData.loginHref ? (
        <p className="links">
          {copy.haveAccount} <Link to={loaderData.loginHref}>{copy.logIn}</Link>
        </p>
      ) : null}
    </>
  );
}
