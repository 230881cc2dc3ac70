import { z } from "zod";
import * as it from "../copy/it";
import { DEFAULT_PREFIX, digitsOnly } from "./login-fields";

z.config({ jitless: true });

/** Spec §3 names the phone state mobileCountryCode + mobileNumber; the form uses the same names. */
export const changeMobileSchema = z.object({
  mobileCountryCode: z.string().regex(/^\+\d{1,4}$/).default(DEFAULT_PREFIX),
  mobileNumber: z
    .string({ error: it.changeMobile.numberMissing })
    .transform(digitsOnly)
    // Whether the number exists is the upstream's call (spec §5); here only what cannot be a number.
    .pipe(z.string().min(1, it.changeMobile.numberMissing).regex(/^\d{4,15}$/, it.changeMobile.numberInvalid)),
});

export type ChangeMobileValues = z.infer<typeof changeMobileSchema>;
