import { z } from "zod";
import * as it from "../copy/it";
import { consentErrorKey, requiredCount, type Consent } from "./consent-fields";
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
    .superRefine(({ consents: given }, ctx) => {
      for (const consent of consents) {
        if (consent.required && !given.includes(consent.code)) {
          ctx.addIssue({ code: "custom", path: [consentErrorKey(consent.code)], message: it.consents.missing(consent.label, requiredCount(consents)) });
        }
      }
    });
}
