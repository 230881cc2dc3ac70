import { z } from "zod";
import * as it from "../copy/it";

z.config({ jitless: true });

/** A consent as the screens show it (spec §3 consent config item). */
export type Consent = { code: string; label: string; required: boolean };

/** The error key of one missing required consent: each gets its own message, next to its box. */
export function consentErrorKey(code: string): string {
  return `consent-${code}`;
}

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
