import { z } from "zod";
import { consentProblems } from "./consent-checks";
import { consentErrorKey, type Consent } from "./consent-fields";
import { crossField, form } from "./form";
import { notTextOr, text } from "./text-schema";

// Server code keeps importing these from here; components import consent-fields.ts (decision 113).
export { consentErrorKey, type Consent };

z.config({ jitless: true });

/**
 * The consent boxes: a list by design, each ticked box's code a string. conform reads one ticked box as
 * a one-item list and none as absent; `consents.x=` arrives as a list holding an object.
 */
export const consentsField = z.array(text().max(50), { error: notTextOr() }).max(50).default([]);

/**
 * The consents fieldset: checked boxes post their code under `consents`. Every required consent must
 * be among them, each missing one named in its own message; optional ones stay optional.
 */
export function consentsSchema(consents: readonly Consent[]) {
  return z
    .object({
      consents: consentsField,
    })
    .check(crossField(consentProblems, consents));
}

export const consentsForm = form(consentsSchema, []);
