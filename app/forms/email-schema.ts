import * as z from "zod/mini";
import { it } from "../copy/it";

z.config({ jitless: true });

// The same shape of address the login form accepts as an e-mail (login-schema.ts): the upstream does
// the real validation (spec §5); this only catches typing slips before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A form with one e-mail field; `missing` is what the screen says when it is left empty. */
function emailForm(missing: string) {
  // zod/mini, like login-schema.ts: these rules run in the browser too, so they should weigh little.
  return z.object({
    email: z.string({ error: missing }).check(
      z.trim(),
      z.minLength(1, { error: missing }),
      z.maxLength(254, { error: it.forms.emailInvalid }),
      z.regex(EMAIL, { error: it.forms.emailInvalid }),
    ),
  });
}

/** pending-operation/email-selection: the e-mail of the account behind an ambiguous mobile. */
export const emailSelectionSchema = emailForm(it.emailSelection.emailMissing);

/** reset-password: the e-mail of the account whose password is forgotten. */
export const resetPasswordSchema = emailForm(it.resetPassword.emailMissing);
