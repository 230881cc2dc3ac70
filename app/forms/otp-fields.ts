// What the code screens need in the browser, kept apart from otp-schema.ts so that no component pulls
// zod into the first load (issue 13, decision 113). The schema imports these.

/** Every one-time code of the upstream is 6 digits (reference API, decision 023). */
export const OTP_LENGTH = 6;

/**
 * People copy codes as "123 456" or "123-456" from the SMS; the separators are never part of the code.
 * Used on paste and input in the browser and again on the server, which cannot trust the browser.
 */
export function stripCodeSeparators(value: string): string {
  return value.replace(/[\s\u00a0-]/g, "");
}

/** The forms of a code screen post to one action; this field tells them apart. */
export const OtpIntent = { confirm: "confirm", resend: "resend", continue: "continue" } as const;
export type OtpIntent = (typeof OtpIntent)[keyof typeof OtpIntent];
