import { getConfig } from "../config.server";
import type { Query } from "../flow/query";
import type { Consent } from "../forms/consents-schema";
import * as it from "../copy/it";
import { DEFAULT_PREFIX } from "../forms/login-fields";
import { parseMobile } from "../forms/mobile-number";
import { type InvoicingValues, type SignUpFieldSettings, type SignUpValues } from "../forms/sign-up-schema";
import type { RouteArgs } from "../request-context";
import type { RequestOf } from "../upstream/endpoints.server";
import { upstream } from "../upstream/instance.server";
import { upstreamContext } from "../upstream/request-context.server";
import { commonPasswordMessage } from "./common-password.server";
import { loadConsents } from "./consents.server";
import { pageUpstreamContext } from "./metered.server";

/**
 * Decision 072: in Test only, this cookie shows every optional field, so one server runs the e2e suite
 * in the brand's configuration and in the "everything visible" one. Anywhere else it means nothing.
 */
export const ALL_FIELDS_TEST_COOKIE = "ra_test_sign_up_fields";

const EVERYTHING_VISIBLE: SignUpFieldSettings = {
  confirmEmail: "required",
  dateOfBirth: "required",
  gender: "optional",
  taxCode: "optional",
  invoicingData: "optional",
};

/** The optional sign-up fields for this request: the configuration (decision 071), or decision 072's switch. */
export function signUpFieldSettings(request: Request): SignUpFieldSettings {
  const config = getConfig();
  if (config.appEnv === "Test" && (request.headers.get("Cookie") ?? "").split(/;\s*/).includes(`${ALL_FIELDS_TEST_COOKIE}=all`)) {
    return EVERYTHING_VISIBLE;
  }
  return config.signUpFields;
}

export type Choice = { value: string; label: string };

export type InvoicingReference = {
  /** IdToponimo sent with the address: the list's default, as the address prefix field is disabled (spec §5). */
  defaultToponymId: string | null;
  sendingModes: Choice[];
};

export type SignUpReference = { consents: Consent[] | null; invoicing: InvoicingReference | null; headers: Headers };

/** What the form needs from the upstream: the consents, and the invoicing lists when that section shows. */
export async function loadSignUpReference(args: RouteArgs, settings: SignUpFieldSettings): Promise<SignUpReference> {
  const { consents, headers } = await loadConsents(args);
  if (settings.invoicingData === "hidden") return { consents, invoicing: null, headers };
  const context = pageUpstreamContext(args);
  const [toponyms, modes] = await Promise.all([upstream().getToponym(context), upstream().getInvoiceSendingMode(context)]);
  for (const result of [toponyms, modes]) for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const list = toponyms.ok ? toponyms.data.ToponymList : [];
  const fallback = list.find((item) => item.Default) ?? list[0];
  return {
    consents,
    headers,
    invoicing: {
      defaultToponymId: fallback ? String(fallback.Id) : null,
      sendingModes: modes.ok ? modes.data.InvoiceSendingModeList.map((mode) => ({ value: String(mode.Id), label: mode.InvoiceSendingMode })) : [],
    },
  };
}

export type CountryMatch = { code: string; name: string };
export type CityMatch = { name: string; province: string; cap: string };

const MAX_MATCHES = 20;

/** SearchNazioni (spec §7): at most 20 countries, for the combobox and the no-JavaScript list alike. */
export async function searchCountries(args: RouteArgs, text: string): Promise<CountryMatch[] | null> {
  const result = await upstream().searchNazioni(pageUpstreamContext(args), { TextSearch: text.trim().slice(0, 100) });
  if (!result.ok) return null;
  return result.data.Nazioni.slice(0, MAX_MATCHES).map((item) => ({ code: item.CodiceNazione, name: item.Descrizione }));
}

/** SearchComuni (spec §7): a municipality brings its Cap and Provincia. */
export async function searchCities(args: RouteArgs, text: string): Promise<CityMatch[] | null> {
  const result = await upstream().searchComuni(pageUpstreamContext(args), { TextSearch: text.trim().slice(0, 100) });
  if (!result.ok) return null;
  return result.data.Comuni.slice(0, MAX_MATCHES).map((item) => ({ name: item.NomeComune, province: item.SiglaProvincia, cap: String(item.Cap) }));
}

function billingData(values: InvoicingValues | undefined, reference: InvoicingReference | null): RequestOf<"registerAccount">["BillingData"] {
  if (!values || !Object.values(values).some((value) => value !== undefined && value !== "")) return null;
  return {
    Nome: values.firstName ?? null,
    Cognome: values.lastName ?? null,
    Intestazione: values.companyName ?? null,
    Piva: values.vatNumber ?? null,
    CodiceFiscale: values.taxCode ?? null,
    EmailFatturazione: values.email ?? null,
    CodiceNazione: values.countryCode ?? null,
    Comune: values.city ?? null,
    Cap: values.cap ?? null,
    Provincia: values.region ?? null,
    Indirizzo: values.address ?? null,
    Civico: values.houseNumber ?? null,
    FatturaElettronica: values.electronicInvoice === "on",
    Regime_Split_Payment: values.splitPayment === "on",
    PecDestinatario: values.pec ?? null,
    CodiceUnivocoDestinatario: values.recipientCode ?? null,
    IdToponimo: reference?.defaultToponymId ?? null,
    IdModalitaInvioFattura: values.sendingMode ?? null,
  };
}

/**
 * The sign-up payload (spec §3) from the form. Hidden confirm fields fall back to their main field
 * (spec §5); a field the configuration hides is never sent, whatever a tampered form carried. The date
 * of birth and the gender have no place in the payload (decision 070): they are checked, not sent.
 */
export function registerAccountBody(
  values: SignUpValues,
  settings: SignUpFieldSettings,
  consents: readonly Consent[],
  query: Query,
  invoicing: InvoicingReference | null,
): RequestOf<"registerAccount"> {
  return {
    Name: values.firstName,
    Surname: values.lastName,
    Password: values.password,
    ConfirmPassword: values.passwordAgain ?? values.password,
    Prefix: values.mobileCountryCode,
    Mobile: values.mobileNumber,
    Email: values.email,
    ConfirmEmail: settings.confirmEmail !== "hidden" && values.confirmEmail ? values.confirmEmail : values.email,
    FiscalCode: settings.taxCode !== "hidden" && values.taxCode ? values.taxCode : null,
    // Every consent is answered, ticked or not: the upstream records the optional ones declined too.
    Consents: consents.map((consent) => ({ ConsentCode: consent.code, ConsentState: values.consents.includes(consent.code) })),
    BillingData: settings.invoicingData !== "hidden" ? billingData(values.invoicingData, invoicing) : null,
    LoginClient: query.client ?? null,
    LoginRedirect: query.redirect ?? query.returnUrl ?? null,
  };
}

/** Spec §8 codes at the sign-up's fields, in our words (shared by the submit and the on-blur checks). */
export const signUpCodes = {
  USED_EMAIL: { field: "email", message: it.signUpErrors.codes.USED_EMAIL },
  BLOCKED_EMAIL: { field: "email", message: it.signUpErrors.codes.BLOCKED_EMAIL },
  USED_MOBILE: { field: "mobileNumber", message: it.signUpErrors.codes.USED_MOBILE },
  BLOCKED_MOBILE: { field: "mobileNumber", message: it.signUpErrors.codes.BLOCKED_MOBILE },
  CREATE_USER_ERROR: { message: it.signUpErrors.codes.CREATE_USER_ERROR },
  ERR_ACCOUNT_ALREADY_EXISTS: { message: it.signUpErrors.codes.ERR_ACCOUNT_ALREADY_EXISTS },
} as const satisfies Readonly<Record<string, { field?: string; message: string }>>;

/** NOV means "not valid" at whichever field it is said of. */
export const signUpFieldCodes = {
  email: { NOV: it.signUpErrors.codes.emailNov },
  mobileNumber: { NOV: it.signUpErrors.codes.mobileNov },
  password: { NOV: it.signUpErrors.codes.passwordNov },
} as const;

export type FieldCheck = {
  field: "email" | "mobileNumber" | "password";
  message: string | null;
  /** The password's answer only: whether it is a common one, for the rule the list ticks (decision 187). */
  common?: boolean;
};

export type CheckedField = FieldCheck["field"];

/** The fields the upstream checks one at a time, and whether the answer tells who is registered. */
const CHECKED_FIELDS: Readonly<Record<CheckedField, { probe: boolean }>> = { email: { probe: true }, mobileNumber: { probe: true }, password: { probe: false } };

export function isCheckedField(field: unknown): field is CheckedField {
  return typeof field === "string" && Object.hasOwn(CHECKED_FIELDS, field);
}

/** Whether asking about this field tells whether an address or a number is registered (issue 20 item 6). */
export function checkIsProbe(field: unknown): boolean {
  return isCheckedField(field) && CHECKED_FIELDS[field].probe;
}

/** One field asked of the upstream: null when it accepts the value, else our message for its code. */
async function checkField(args: RouteArgs, form: FormData, field: CheckedField, typed: string, prefix: string): Promise<string | null> {
  const value = typed.slice(0, 254);
  const context = upstreamContext(args, form);
  let result;
  if (field === "email") result = await upstream().validateEmail(context, { Email: value.trim() });
  else if (field === "mobileNumber") {
    // The number as the submit will send it (the one normaliser); one it cannot read is the form's to refuse.
    const mobile = parseMobile(value, prefix);
    if (!mobile) return null;
    result = await upstream().validateCell(context, { Cell: mobile.number, PrefixCell: mobile.prefix });
  } else {
    // The on-blur check is the browser's hint of the list it never loads (decision 160).
    const common = commonPasswordMessage(typed);
    if (common) return common;
    result = await upstream().validatePassword(context, { Password: value });
  }
  if (result.ok || result.error.kind !== "code") return null;
  const code = result.error.code ?? result.error.body?.CodeError ?? "";
  const known = (signUpCodes as Record<string, { field?: string; message: string }>)[code];
  return known?.message ?? (signUpFieldCodes[field] as Record<string, string>)[code] ?? null;
}

/**
 * Spec §7 ValidateEmail, ValidateCell, ValidatePassword, asked as the customer leaves the field (with
 * JavaScript), about a value the form's schema accepted (sign-up-check.server.ts): no message when the
 * upstream accepts it, else ours for its code. An upstream that cannot answer says nothing: the submit
 * asks again anyway.
 */
export async function checkSignUpField(args: RouteArgs, form: FormData, asked: { field: CheckedField; value: string; prefix: string }): Promise<FieldCheck> {
  const message = await checkField(args, form, asked.field, asked.value, asked.prefix);
  if (asked.field !== "password") return { field: asked.field, message };
  return { field: asked.field, message, common: commonPasswordMessage(asked.value) !== null };
}

/**
 * A post the schema refused still hears the same checks on the boxes it found fine and not empty, so
 * a customer without JavaScript learns every problem in one answer, as the checks on leaving each box
 * tell one with it (decision 144). `spendProbe` is called once, before an e-mail or a number is asked.
 */
export async function checkValidFields(
  args: RouteArgs,
  form: FormData,
  errors: Readonly<Record<string, unknown>>,
  spendProbe: () => Promise<void>,
): Promise<Record<string, string[]>> {
  const asked = (Object.keys(CHECKED_FIELDS) as CheckedField[]).filter((field) => !errors[field] && String(form.get(field) ?? "").trim());
  if (asked.some((field) => CHECKED_FIELDS[field].probe)) await spendProbe();
  const prefix = String(form.get("mobileCountryCode") ?? DEFAULT_PREFIX);
  const messages = await Promise.all(asked.map((field) => checkField(args, form, field, String(form.get(field)), prefix)));
  const found: Record<string, string[]> = {};
  asked.forEach((field, index) => {
    const message = messages[index];
    if (message) found[field] = [message];
  });
  return found;
}
