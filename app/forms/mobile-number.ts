import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A mobile as the upstream wants it (spec §3): the prefix ("+39") and the national number, digits only. */
export type MobileNumber = { prefix: string; number: string };

/** Spaces, dots, dashes, slashes and brackets are only how people group digits. */
export function withoutSeparators(value: string): string {
  return value.replace(/[\s.\-()/]/g, "");
}

/**
 * Whether a typed value can be a mobile number at all, the cheap check the browser runs too:
 * 6 to 15 digits, with an optional "+" or "00" international prefix in front.
 */
export function looksLikeMobile(value: string): boolean {
  return /^(\+|00)?\d{6,15}$/.test(withoutSeparators(value.trim()));
}

/**
 * A mobile as people type it — "+39 340 123 4567", "0039 3401234567", "340-123-4567", "340 123 4567" —
 * read into prefix and number (issue 12). A number that carries its own international prefix wins
 * over the prefix select; one without it takes the selected prefix. Null when it is no number at all.
 */
export function parseMobile(typed: string, selectedPrefix: string): MobileNumber | null {
  if (!looksLikeMobile(typed)) return null;
  const compact = withoutSeparators(typed.trim());
  if (compact.startsWith("+") || compact.startsWith("00")) {
    const international = `+${compact.replace(/^(\+|00)/, "")}`;
    const parsed = parsePhoneNumberFromString(international);
    if (parsed?.countryCallingCode) return { prefix: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber };
    return null;
  }
  return { prefix: selectedPrefix, number: compact };
}
