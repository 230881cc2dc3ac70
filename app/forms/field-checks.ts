// Small zod-free checks the schemas refine with, so that the browser runs the very same functions
// (app/forms/form.ts finds them by what the schema holds; the browser build imports them from here).
import { DEFAULT_PREFIX, EMAIL } from "./login-fields";
import { callingCode, parseMobile } from "./mobile-number";

/** Spec §1: the login's one field takes an e-mail or a mobile. */
export function isUsername(value: string): boolean {
  return EMAIL.test(value) || parseMobile(value, DEFAULT_PREFIX) !== null;
}

/**
 * A number field: anything parseMobile reads. Whether a prefix goes with it is known only to the whole
 * form, so the field checks the number alone (its own prefix, or the default's rules).
 */
export function isMobile(value: string): boolean {
  return parseMobile(value, DEFAULT_PREFIX) !== null;
}

/** A prefix field's value: a country's calling code, "+0039" read as "+39". */
export function isCallingCode(value: string): boolean {
  return callingCode(value) !== null;
}

/** A prefix that passed isCallingCode, in its one spelling. */
export function toCallingCode(value: string): string {
  return callingCode(value) ?? value;
}
