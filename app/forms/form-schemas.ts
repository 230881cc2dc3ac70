import { getZodConstraint } from "@conform-to/zod/v4";
import type { Constraint } from "@conform-to/dom";
import type { Consent } from "./consent-fields";
import { changeMobileSchema } from "./change-mobile-schema";
import { consentsSchema } from "./consents-schema";
import { emailSelectionSchema, resetPasswordSchema } from "./email-schema";
import { loginSchema } from "./login-schema";
import { newPasswordSchema } from "./new-password-schema";
import { otpCodeSchema } from "./otp-schema";
import { thinContinueSchema, thinEmailSchema, thinMobileSchema } from "./sign-up-finalization-schema";
import { BRAND_SIGN_UP_FIELDS, signUpSchema, type SignUpFieldSettings } from "./sign-up-schema";

/**
 * Every schema a screen validates in the browser, by name, each a function of what the screen knows
 * (its consents, its field settings). Components name a schema; they never import one, so zod stays
 * out of their first load (decision 113): the browser loads this module after hydration.
 */
export const formSchemas = {
  login: () => loginSchema,
  resetPassword: () => resetPasswordSchema,
  emailSelection: () => emailSelectionSchema,
  newPassword: () => newPasswordSchema,
  changeMobile: () => changeMobileSchema,
  otpCode: () => otpCodeSchema,
  consents: (consents: readonly Consent[]) => consentsSchema(consents),
  signUp: (settings: SignUpFieldSettings, consents: readonly Consent[]) => signUpSchema(settings, consents),
  thinContinue: () => thinContinueSchema,
  thinMobile: () => thinMobileSchema,
  thinEmail: () => thinEmailSchema,
};

export type FormSchemas = typeof formSchemas;
export type FormSchemaName = keyof FormSchemas;

/**
 * Arguments for the schemas that take some, to read their constraints with. Constraints come from
 * the fields' own rules, never from a refinement, so any arguments give the same ones; the unit test
 * checks that with other arguments too.
 */
const SAMPLE_ARGUMENTS: { [Name in FormSchemaName]: Parameters<FormSchemas[Name]> } = {
  login: [],
  resetPassword: [],
  emailSelection: [],
  newPassword: [],
  changeMobile: [],
  otpCode: [],
  consents: [[]],
  signUp: [BRAND_SIGN_UP_FIELDS, []],
  thinContinue: [],
  thinMobile: [],
  thinEmail: [],
};

/** What app/forms/constraints.data.ts must hold: each schema's constraints as conform reads them. */
export function formConstraints(
  args: Partial<{ [Name in FormSchemaName]: Parameters<FormSchemas[Name]> }> = {},
): Record<FormSchemaName, Record<string, Constraint>> {
  const entries = (Object.keys(formSchemas) as FormSchemaName[]).map((name) => {
    const build = formSchemas[name] as (...given: unknown[]) => Parameters<typeof getZodConstraint>[0];
    return [name, getZodConstraint(build(...(args[name] ?? SAMPLE_ARGUMENTS[name])))] as const;
  });
  return Object.fromEntries(entries) as Record<FormSchemaName, Record<string, Constraint>>;
}
