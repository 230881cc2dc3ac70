import * as it from "../copy/it";
import { DEFAULT_PREFIX } from "./login-fields";
import { isCallingCode, isMobile, toCallingCode } from "./field-checks";
import { parseMobile } from "./mobile-number";
import { text } from "./text-schema";

/** A prefix field (select, or `prefix` beside the login's username): a calling code, "+0039" read as "+39". */
export const prefixField = text(it.formInput.prefixInvalid).refine(isCallingCode, it.formInput.prefixInvalid).transform(toCallingCode).default(DEFAULT_PREFIX);

/**
 * A number field: anything parseMobile reads. Whether a prefix goes with it is known only to the whole
 * form, so the field checks the number alone (its own prefix, or the default's rules) and the form's
 * `normaliseMobile` writes both fields from the one parse.
 */
export function mobileNumberField(copy: { missing: string; invalid: string }) {
  return text(copy.missing)
    .trim()
    .min(1, copy.missing)
    .refine(isMobile, copy.invalid);
}

/** The phone state's two fields (spec §3), as every form with a mobile names them. */
export function mobileFields(copy: { missing: string; invalid: string }) {
  return { mobileCountryCode: prefixField, mobileNumber: mobileNumberField(copy) };
}

type MobileValues = { mobileCountryCode: string; mobileNumber: string };

/**
 * The form's `.overwrite`: both fields from parseMobile, so the values sent upstream are the one
 * spelling ("+39 340…" typed with +41 selected is +39 and 340…). Reads defensively: it also runs on
 * forms with errors elsewhere.
 */
export function normaliseMobile<Values extends MobileValues>(values: Values): Values {
  const { mobileNumber, mobileCountryCode } = values as Partial<Record<keyof MobileValues, unknown>>;
  if (typeof mobileNumber !== "string" || typeof mobileCountryCode !== "string") return values;
  const mobile = parseMobile(mobileNumber, mobileCountryCode);
  return mobile ? { ...values, mobileCountryCode: mobile.prefix, mobileNumber: mobile.number } : values;
}
