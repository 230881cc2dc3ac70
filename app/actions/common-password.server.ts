import * as it from "../copy/it";
import { isCommonPassword } from "../forms/common-password";
import { commonPasswords } from "../forms/common-passwords.server";

/**
 * Decision 160: the message for a new password that is one of the most used, else null. Server only,
 * like the list: the browser's rules cannot say it, the submit and sign-up's on-blur check do.
 */
export function commonPasswordMessage(password: unknown): string | null {
  return typeof password === "string" && isCommonPassword(password, commonPasswords()) ? it.commonPassword.refused : null;
}

/**
 * A step's server-only check (step.server.ts `serverChecks`) of the new password at `field`: asked
 * unless the schema already refused that field, so a missing password is still told as missing.
 */
export function refuseCommonPassword(field = "password") {
  return (form: FormData, errors: Readonly<Record<string, unknown>>): Record<string, string[]> => {
    if (errors[field]) return {};
    const message = commonPasswordMessage(form.get(field));
    return message ? { [field]: [message] } : {};
  };
}
