import { z } from "zod";
import * as it from "../copy/it";
import { samePasswords } from "./password-checks";
import { form } from "./form";
import { text } from "./text-schema";

z.config({ jitless: true });

const copy = it.changePassword;

/**
 * A new password and its repeat (pending-operation/change-password; sign-up and set-password later).
 * Whether it is strong enough is the upstream's call (spec §5); here only what is certainly wrong.
 * Passwords are compared byte for byte: no trimming.
 */
export const newPasswordSchema = z
  .object({
    password: text(copy.passwordMissing).min(1, copy.passwordMissing).max(128, copy.weak),
    passwordAgain: text(copy.passwordAgainMissing).min(1, copy.passwordAgainMissing).max(128, copy.mismatch),
  })
  .refine(samePasswords, { path: ["passwordAgain"], message: copy.mismatch });

export const newPasswordForm = form(newPasswordSchema);
