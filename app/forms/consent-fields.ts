// What the consent boxes need in the browser, kept apart from consents-schema.ts so that no component
// pulls zod into the first load (issue 13, decision 113). The schemas import these.

/** A consent as the screens show it (spec §3 consent config item). */
export type Consent = { code: string; label: string; required: boolean };

/** The error key of one missing required consent: each gets its own message, next to its box. */
export function consentErrorKey(code: string): string {
  return `consent-${code}`;
}
