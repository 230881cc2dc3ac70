import { z } from "zod";
import * as it from "../copy/it";
import { consentErrorKey, type Consent } from "./consent-fields";

// Server code keeps importing these from here; components import consent-fields.ts (decision 113).
export { consentErrorKey, type Consent };

z.config({ jitless: true });

/**
 * The consents fieldset: checked boxes post their code under `consents`. Every required consent must
 * be among them, each missing one named in its own message; optional ones stay optional.
 */
export function consentsSchema(consents: readonly Consent[]) {
  return z
    .object({
      // conform reads one ticked box as a one-item list and none as absent.
      consents: z.array(z.string().max(50)).max(50).default([]),
    })
    .superRefine(({ consents: given }, ctx) => {
      for (const consent of consents) {
        if (consent.required && !given.includes(consent.code)) {
          ctx.addIssue({ code: "custom", path: [consentErrorKey(consent.code)], message: it.consents.missing(consent.label) });
        }
      }
    });
}
