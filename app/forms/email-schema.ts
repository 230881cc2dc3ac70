import { z } from "zod";
import * as it from "../copy/it";
import { form } from "./form";
import { EMAIL } from "./login-fields";
import { text } from "./text-schema";

z.config({ jitless: true });

/**
 * A form with one e-mail field; `missing` is what the screen says when it is left empty. The upstream
 * does the real validation (spec §5): this only catches typing slips before a round trip.
 */
export function emailForm(missing: string) {
  return z.object({
    email: text(missing).trim().min(1, missing).max(254, it.forms.emailInvalid).regex(EMAIL, it.forms.emailInvalid),
  });
}

/** pending-operation/email-selection: the e-mail of the account behind an ambiguous mobile. */
export const emailSelectionSchema = emailForm(it.emailSelection.emailMissing);

/** reset-password: the e-mail of the account whose password is forgotten. */
export const resetPasswordSchema = emailForm(it.resetPassword.emailMissing);

export const emailSelectionForm = form(emailSelectionSchema);
export const resetPasswordForm = form(resetPasswordSchema);
