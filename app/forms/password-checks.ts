// The new-password form's rule, zod-free, so that the browser runs it too (issue 23); a module of its own
// so that the password screens do not load the phone checks.

/** A new password and its repeat, compared byte for byte: no trimming. */
export function samePasswords(values: { password?: unknown; passwordAgain?: unknown }): boolean {
  return values.password === values.passwordAgain;
}
