import { z } from "zod";
import * as it from "../copy/it";

z.config({ jitless: true });

/** Every one-time code of the upstream is 6 digits (reference API, decision 023). */
export const OTP_LENGTH = 6;

/**
 * People copy codes as "123 456" or "123-456" from the SMS; the separators are never part of the code.
 * Used on paste and input in the browser and again on the server, which cannot trust the browser.
 */
export function stripCodeSeparators(value: string): string {
  return value.replace(/[\s\u00a0-]/g, "");
}

const CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The code form of every OTP screen (SMS or e-mail), shared by the browser and the action (design §3). */
export const otpCodeSchema = z.object({
  code: z
    .string({ error: it.otp.codeMissing })
    .transform(stripCodeSeparators)
    .pipe(z.string().min(1, it.otp.codeMissing).regex(CODE, it.otp.codeInvalid)),
});

/** The forms of a code screen post to one action; this field tells them apart. */
export const OtpIntent = { confirm: "confirm", resend: "resend", continue: "continue" } as const;
export type OtpIntent = (typeof OtpIntent)[keyof typeof OtpIntent];
