import { z } from "zod";
import { it } from "../copy/it";

z.config({ jitless: true });

/**
 * People copy codes as "123 456" or "123-456" from the SMS; the separators are never part of the code.
 * Used on paste and input in the browser and again on the server, which cannot trust the browser.
 */
export function stripCodeSeparators(value: string): string {
  return value.replace(/[\s\u00a0-]/g, "");
}

/** Issue 11 item 9: the upstream sends 6-digit codes; anything else never reaches it. */
const CODE = /^\d{6}$/;

/** The code form of confirm-mobile, shared by the browser and the action (design §3). */
export const confirmCodeSchema = z.object({
  code: z
    .string({ error: it.confirmMobile.codeMissing })
    .transform(stripCodeSeparators)
    .pipe(z.string().min(1, it.confirmMobile.codeMissing).regex(CODE, it.confirmMobile.codeInvalid)),
});

export type ConfirmCodeValues = z.infer<typeof confirmCodeSchema>;

/** The two forms of confirm-mobile post to one action; this field tells them apart. */
export const ConfirmMobileIntent = { confirm: "confirm", resend: "resend" } as const;
export type ConfirmMobileIntent = (typeof ConfirmMobileIntent)[keyof typeof ConfirmMobileIntent];
