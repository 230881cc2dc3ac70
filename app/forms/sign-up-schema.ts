import { z } from "zod";
import * as it from "../copy/it";
import type { Consent } from "./consent-fields";
import { consentsField } from "./consents-schema";
import { crossField, form } from "./form";
import { EMAIL } from "./login-fields";
import { mobileFields, normaliseMobile } from "./mobile-schema";
import { BRAND_SIGN_UP_FIELDS, signUpProblems, todayInItaly, type CalendarDay, type SignUpFieldSettings } from "./sign-up-checks";
import { notTextOr, text } from "./text-schema";
import { GENDERS, SIGN_UP_SECRETS } from "./sign-up-fields";

// Server code keeps importing these from here; components import sign-up-fields.ts (decision 113), and
// the rules over the whole form are zod-free in sign-up-checks.ts, which the browser runs too.
export { GENDERS, SIGN_UP_SECRETS };
export {
  BRAND_SIGN_UP_FIELDS,
  dateOfBirthProblem,
  isoDate,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  TAX_CODE,
  todayInItaly,
  type CalendarDay,
  type FieldSetting,
  type InvoicingValues,
  type SignUpFieldSettings,
} from "./sign-up-checks";

z.config({ jitless: true });

const copy = it.signUpErrors;

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
    .check(crossField(signUpProblems, settings, consents, today))
    .overwrite(normaliseMobile);
}

export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;

/** The sign-up form as the screen declares it; the browser gets its rules as data (issue 23). */
export const signUpForm = form(signUpSchema, BRAND_SIGN_UP_FIELDS, []);
