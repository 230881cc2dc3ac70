import { z } from "zod";
import * as it from "../copy/it";
import { consentErrorKey, requiredCount, type Consent } from "./consent-fields";
import { consentsField } from "./consents-schema";
import { EMAIL } from "./login-fields";
import { mobileFields, normaliseMobile } from "./mobile-schema";
import { notTextOr, stringOr, stringsOf, text } from "./text-schema";
import { GENDERS, SIGN_UP_SECRETS } from "./sign-up-fields";

// Server code keeps importing these from here; components import sign-up-fields.ts (decision 113).
export { GENDERS, SIGN_UP_SECRETS };

z.config({ jitless: true });

const copy = it.signUpErrors;
const billing = it.signUpInvoicing;

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
const VAT_NUMBER = /^\d{11}$/;
const CAP = /^\d{5}$/;
const PROVINCE = /^[A-Z]{2}$/;
const RECIPIENT_CODE = /^[A-Z0-9]{7}$/;

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

const optionalText = (max: number) => text().trim().max(max, copy.tooLong(max)).optional();
const upperText = (max: number) => text().trim().toUpperCase().max(max, copy.tooLong(max)).optional();
const checkbox = z.literal("on", { error: notTextOr() }).optional();

/** Spec §3: BillingData's fields under English names, plus city, region, address and house number. */
const invoicingShape = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  companyName: optionalText(200),
  vatNumber: optionalText(20),
  taxCode: upperText(16),
  email: optionalText(254),
  /** What the customer sees: the country's name. */
  country: optionalText(100),
  /** CodiceNazione of the country picked from SearchNazioni. */
  countryCode: upperText(3),
  city: optionalText(100),
  cap: optionalText(10),
  region: upperText(5),
  address: optionalText(200),
  houseNumber: optionalText(20),
  sendingMode: optionalText(10),
  electronicInvoice: checkbox,
  splitPayment: checkbox,
  pec: optionalText(254),
  recipientCode: upperText(7),
});

export type InvoicingValues = z.output<typeof invoicingShape>;

/** Fields the customer may leave as they came: the country defaults to Italy, the rest to nothing. */
function invoicingFilled(values: InvoicingValues): boolean {
  return Object.entries(values).some(([name, value]) => value !== undefined && value !== "" && name !== "country" && name !== "countryCode")
    || (values.countryCode !== undefined && values.countryCode !== "IT");
}

type Issue = { path: (string | number)[]; message: string };

function invoicingProblems(values: InvoicingValues | undefined, setting: FieldSetting): Issue[] {
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

/**
 * The sign-up form (spec §3 "Sign-up form fields", §5), for the browser and the server alike. Which
 * optional fields count is configuration (`settings`); the required consents come from the upstream.
 * Whether an e-mail, a mobile or a password is acceptable is the upstream's call (spec §5): here only
 * what is certainly wrong. Every rule runs on every submit, so the customer sees all problems at once.
 */
export function signUpSchema(settings: SignUpFieldSettings, consents: readonly Consent[], today: CalendarDay = todayInItaly()) {
  return z
    .object({
      firstName: text(copy.firstNameMissing).trim().min(1, copy.firstNameMissing).max(100, copy.tooLong(100)),
      lastName: text(copy.lastNameMissing).trim().min(1, copy.lastNameMissing).max(100, copy.tooLong(100)),
      dateOfBirth: z.object({ day: optionalText(2), month: optionalText(2), year: optionalText(4) }).optional(),
      gender: z.enum(GENDERS, { error: notTextOr(copy.genderMissing) }).optional(),
      email: text(copy.emailMissing).trim().min(1, copy.emailMissing).max(254, it.forms.emailInvalid).regex(EMAIL, it.forms.emailInvalid),
      confirmEmail: text().trim().max(254, copy.emailMismatch).optional(),
      ...mobileFields({ missing: copy.mobileMissing, invalid: copy.mobileInvalid }),
      // Passwords are compared byte for byte: no trimming.
      password: text(copy.passwordMissing).min(1, copy.passwordMissing).max(128, copy.codes.passwordNov),
      passwordAgain: text(copy.passwordAgainMissing).min(1, copy.passwordAgainMissing).max(128, copy.passwordMismatch),
      taxCode: upperText(16),
      consents: consentsField,
      invoicingData: invoicingShape.optional(),
    })
    .superRefine(
      (raw, ctx) => {
        // `when` below lets this run even when a field failed, so every value may be missing here.
        const values = raw as Partial<typeof raw>;
        const issue = (path: Issue["path"], message: string) => ctx.addIssue({ code: "custom", path, message });

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
        const given = Array.isArray(values.consents) ? values.consents : [];
        for (const consent of consents) {
          if (consent.required && !given.includes(consent.code)) issue([consentErrorKey(consent.code)], it.consents.missing(consent.label, requiredCount(consents)));
        }
        for (const problem of invoicingProblems(stringsOf(values.invoicingData), settings.invoicingData)) issue(problem.path, problem.message);
      },
      { when: () => true },
    )
    .overwrite(normaliseMobile);
}

export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;
