import * as it from "../copy/it";
import { consentErrorKey, type Consent } from "./consent-fields";
import type { Issue } from "./form-checks";

/** How many consents the form requires. Here, with the checks: the boxes' first load needs it not. */
function requiredCount(consents: readonly Consent[]): number {
  return consents.filter((consent) => consent.required).length;
}

/** Every required consent not among the ticked codes, each named in its own message next to its box. */
export function missingConsents(given: unknown, consents: readonly Consent[]): Issue[] {
  const ticked = Array.isArray(given) ? given : [];
  return consents
    .filter((consent) => consent.required && !ticked.includes(consent.code))
    .map((consent) => ({ path: [consentErrorKey(consent.code)], message: it.consents.missing(consent.label, requiredCount(consents)) }));
}

/** The consents form's rule: its boxes' codes against the consents the screen shows. */
export function consentProblems(values: { consents?: unknown }, consents: readonly Consent[]): Issue[] {
  return missingConsents(values.consents, consents);
}
