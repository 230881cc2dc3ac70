/**
 * Upstream codes arrive as ACTION_REQUIRED or actionRequired, NEED_CONFIRM_PHONE or needConfirmPhone
 * (decision 013); this key makes the spellings equal.
 */
export function codeKey(value: string | null | undefined): string {
  return (value ?? "").replace(/[_\-\s]/g, "").toUpperCase();
}

/** The upstream's code for a reCAPTCHA token it refused, missing or failed (decision 022). */
export const RECAPTCHA_REFUSED = "INVALID_RECAPTCHA";

export function sameCode(a: string | null | undefined, b: string): boolean {
  return a != null && codeKey(a) === codeKey(b);
}
