// Sign-up's rules over the whole form, zod-free: the schema runs them on the server (through
// crossField, app/forms/form.ts) and the browser runs the same functions (issue 23).
import * as it from "../copy/it";
import { missingConsents } from "./consent-checks";
import type { Consent } from "./consent-fields";
import type { Issue } from "./form-checks";
import { EMAIL } from "./login-fields";

const copy = it.signUpErrors;
const billing = it.signUpInvoicingErrors;

/** A posted value as a string, for rules that read the raw form (a refinement run despite errors). */
export function stringOr(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

/** A posted group (`invoicingData.*`) with its string values only, for the same rules; {} if no group. */
export function stringsOf(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** Spec §5: each optional sign-up field is hidden, shown and optional, or shown and required. */
export type FieldSetting = "hidden" | "optional" | "required";
export type SignUpFieldSettings = Readonly<Record<"confirmEmail" | "dateOfBirth" | "gender" | "taxCode" | "invoicingData", FieldSetting>>;

/** The parking brand's form (spec §5): date of birth visible and required, the rest hidden. */
export const BRAND_SIGN_UP_FIELDS: SignUpFieldSettings = {
  confirmEmail: "hidden",
  dateOfBirth: "required",
  gender: "hidden",
  taxCode: "hidden",
  invoicingData: "hidden",
};

/** Decision 070: old enough to sign a parking contract alone, and a birth year a person can have. */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 120;

/** An Italian personal tax code (omocodia letters allowed); whether it exists is the upstream's call. */
export const TAX_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
export const VAT_NUMBER = /^\d{11}$/;
export const CAP = /^\d{5}$/;
export const PROVINCE = /^[A-Z]{2}$/;
export const RECIPIENT_CODE = /^[A-Z0-9]{7}$/;

/** A calendar day, as the customer's clock reads it in Italy. */
export type CalendarDay = { year: number; month: number; day: number };

export function todayInItaly(now: Date = new Date()): CalendarDay {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(now).split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

type DateParts = { day?: string; month?: string; year?: string } | undefined;

/**
 * The date of birth's one message, or null when it is fine (GOV.UK's date input: one message for the
 * three boxes). Empty parts are a missing date when all are empty, an incomplete one otherwise. The
 * parts are read as posted (the form's refinement runs despite errors): one that is no string
 * (`dateOfBirth.day[]=`) counts as empty, its own field error says why.
 */
export function dateOfBirthProblem(parts: DateParts, setting: FieldSetting, today: CalendarDay): string | null {
  const given = [parts?.day, parts?.month, parts?.year].map((part) => stringOr(part).trim());
  if (given.every((part) => part === "")) return setting === "required" ? copy.dateOfBirthMissing : null;
  if (given.some((part) => part === "")) return copy.dateOfBirthIncomplete;
  if (!given.every((part) => /^\d+$/.test(part))) return copy.dateOfBirthNotNumbers;
  const [day, month, year] = given.map(Number) as [number, number, number];
  if (given[2]!.length !== 4) return copy.dateOfBirthImpossible;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return copy.dateOfBirthImpossible;
  }
  const birth = year * 10_000 + month * 100 + day;
  const now = today.year * 10_000 + today.month * 100 + today.day;
  if (birth > now) return copy.dateOfBirthFuture;
  // Birthdays compare as YYYYMMDD numbers: someone born on 29 February comes of age on 1 March.
  if (birth > now - MINIMUM_AGE * 10_000) return copy.dateOfBirthTooYoung(MINIMUM_AGE);
  if (birth <= now - MAXIMUM_AGE * 10_000) return copy.dateOfBirthTooOld;
  return null;
}

/** "2001-03-04" from the three parts, once they passed dateOfBirthProblem. */
export function isoDate(parts: DateParts): string | undefined {
  if (!parts?.day || !parts.month || !parts.year) return undefined;
  return `${parts.year.trim()}-${parts.month.trim().padStart(2, "0")}-${parts.day.trim().padStart(2, "0")}`;
}

/** BillingData's fields (spec §3) under English names, plus city, region, address and house number. */
export type InvoicingValues = Partial<
  Record<
    | "firstName" | "lastName" | "companyName" | "vatNumber" | "taxCode" | "email" | "country" | "countryCode" | "city"
    | "cap" | "region" | "address" | "houseNumber" | "sendingMode" | "electronicInvoice" | "splitPayment" | "pec" | "recipientCode",
    string
  >
>;

/** Fields the customer may leave as they came: the country defaults to Italy, the rest to nothing. */
function invoicingFilled(values: InvoicingValues): boolean {
  return Object.entries(values).some(([name, value]) => value !== undefined && value !== "" && name !== "country" && name !== "countryCode")
    || (values.countryCode !== undefined && values.countryCode !== "IT");
}

export function invoicingProblems(values: InvoicingValues | undefined, setting: FieldSetting): Issue[] {
  const invoicing = values ?? {};
  if (setting === "hidden" || (setting === "optional" && !invoicingFilled(invoicing))) return [];
  const issues: Issue[] = [];
  const at = (name: keyof InvoicingValues, message: string) => issues.push({ path: ["invoicingData", name], message });
  const italy = (invoicing.countryCode ?? "IT") === "IT";
  if (!invoicing.country) at("country", billing.countryMissing);
  else if (!invoicing.countryCode) at("country", billing.countryNotPicked);
  if (!invoicing.city) at("city", billing.cityMissing);
  if (!invoicing.address) at("address", billing.addressMissing);
  // Spec §5: the street number is a field of its own.
  if (!invoicing.houseNumber) at("houseNumber", billing.houseNumberMissing);
  if (!invoicing.cap) at("cap", billing.capMissing);
  else if (italy && !CAP.test(invoicing.cap)) at("cap", billing.capInvalid);
  if (italy && invoicing.region && !PROVINCE.test(invoicing.region)) at("region", billing.regionInvalid);
  // Spec §5: VAT number and tax code are not mutually exclusive: each is checked on its own.
  if (invoicing.vatNumber && italy && !VAT_NUMBER.test(invoicing.vatNumber)) at("vatNumber", billing.vatNumberInvalid);
  if (invoicing.taxCode && !TAX_CODE.test(invoicing.taxCode) && !VAT_NUMBER.test(invoicing.taxCode)) at("taxCode", billing.taxCodeInvalid);
  if (invoicing.email && !EMAIL.test(invoicing.email)) at("email", billing.emailInvalid);
  if (invoicing.pec && !EMAIL.test(invoicing.pec)) at("pec", billing.pecInvalid);
  if (invoicing.recipientCode && !RECIPIENT_CODE.test(invoicing.recipientCode)) at("recipientCode", billing.recipientCodeInvalid);
  if (invoicing.electronicInvoice && !invoicing.pec && !invoicing.recipientCode) at("pec", billing.electronicMissing);
  return issues;
}

type SignUpRuleValues = {
  dateOfBirth?: { day?: string; month?: string; year?: string };
  gender?: string;
  email?: unknown;
  confirmEmail?: unknown;
  password?: unknown;
  passwordAgain?: unknown;
  taxCode?: unknown;
  consents?: unknown;
  invoicingData?: unknown;
};

/**
 * Every rule of sign-up over more than one box, or set by the configuration (`settings`) and the
 * upstream's consents; every rule runs on every submit, so the customer sees all problems at once.
 * Values may be missing or of any shape here: the fields' own rules say why.
 */
export function signUpProblems(values: SignUpRuleValues, settings: SignUpFieldSettings, consents: readonly Consent[], today: CalendarDay = todayInItaly()): Issue[] {
  const issues: Issue[] = [];
  const issue = (path: Issue["path"], message: string) => issues.push({ path, message });

  if (settings.dateOfBirth !== "hidden") {
    const problem = dateOfBirthProblem(values.dateOfBirth, settings.dateOfBirth, today);
    if (problem) issue(["dateOfBirth"], problem);
  }
  if (settings.gender === "required" && !values.gender) issue(["gender"], copy.genderMissing);
  const confirmEmail = stringOr(values.confirmEmail);
  if (settings.confirmEmail !== "hidden" && typeof values.email === "string" && values.email) {
    // A confirm field that shows is always filled in: it exists to catch a typing slip.
    if (!confirmEmail) issue(["confirmEmail"], copy.confirmEmailMissing);
    else if (confirmEmail.toLowerCase() !== values.email.toLowerCase()) issue(["confirmEmail"], copy.emailMismatch);
  }
  if (typeof values.password === "string" && values.password && typeof values.passwordAgain === "string" && values.passwordAgain && values.password !== values.passwordAgain) {
    issue(["passwordAgain"], copy.passwordMismatch);
  }
  const taxCode = stringOr(values.taxCode);
  if (settings.taxCode !== "hidden") {
    if (!taxCode) {
      if (settings.taxCode === "required") issue(["taxCode"], copy.taxCodeMissing);
    } else if (!TAX_CODE.test(taxCode)) issue(["taxCode"], copy.taxCodeInvalid);
  }
  issues.push(...missingConsents(values.consents, consents));
  for (const problem of invoicingProblems(stringsOf(values.invoicingData), settings.invoicingData)) issue(problem.path, problem.message);
  return issues;
}
