import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

// The one phone normaliser (issue 20): every phone field, its prefix field, the login and the sign-up's
// live check read numbers here, so what is sent upstream (and what counters key) is one spelling.
// libphonenumber-js with its min metadata: the only metadata the browser's checks may carry.

/** A mobile as the upstream wants it (spec §3): the prefix ("+39") and the national number, digits only. */
export type MobileNumber = { prefix: string; number: string };

/** Spaces, dots, dashes, slashes and brackets are only how people group digits. */
function withoutSeparators(value: string): string {
  return value.replace(/[\s.\-()/]/g, "");
}

/** "+39", "0039", "+0039": an international prefix is any of the three, with or without separators. */
const INTERNATIONAL = /^\+?(?:00)?/;

let callingCodes: ReadonlySet<string> | undefined;

/** The countries' calling codes, the ones the prefix select offers; built on first use. */
function knownCallingCodes(): ReadonlySet<string> {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes;
}

/**
 * A prefix field's value as a calling code: "+39", "39", "0039", "+0039", "+ 39" all give "+39".
 * Null for anything that is not a country's calling code, so a field can say so instead of throwing.
 */
export function callingCode(typed: string): string | null {
  const match = /^\+?(?:00)?([1-9]\d{0,2})$/.exec(withoutSeparators(typed.trim()));
  return match && knownCallingCodes().has(match[1]!) ? `+${match[1]}` : null;
}

/**
 * A mobile as people type it — "+39 340 123 4567", "0039 3401234567", "+0039 340…", "340/123/4567",
 * "(340) 123.4567" — read into prefix and national number (issues 12, 20). A number that carries its
 * own international prefix wins over the selected one; one without takes the selected prefix, which is
 * read like a prefix field. Null when it is no number at all: the upstream judges whether it exists.
 */
export function parseMobile(typed: string, selectedPrefix: string): MobileNumber | null {
  const compact = withoutSeparators(typed.trim());
  // 6 to 15 digits, with an optional "+", "00" or "+00" in front: the cheap shape check first.
  if (!/^(?:\+|00|\+00)?\d{6,15}$/.test(compact)) return null;
  const international = INTERNATIONAL.exec(compact)![0] !== "";
  const prefix = international ? "+" : callingCode(selectedPrefix);
  if (prefix === null) return null;
  // Read as "+<code><digits>" either way: the library then drops a national trunk prefix ("07700…" in
  // the UK) and never throws on an unknown calling code, it answers undefined.
  const parsed = parsePhoneNumberFromString(`${prefix}${compact.replace(INTERNATIONAL, "")}`);
  if (!parsed?.countryCallingCode) return null;
  return { prefix: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber };
}

/** The E.164 spelling of a mobile, e.g. "+393401234567": the one key a number has. */
export function e164(mobile: MobileNumber): string {
  return `${mobile.prefix}${mobile.number}`;
}
