import { z } from "zod";
import * as it from "../copy/it";
import { DEFAULT_PREFIX, digitsOnly, EMAIL } from "./login-fields";

z.config({ jitless: true });

const copy = it.signUpFinalization;

/** The root's "Continua": nothing typed; the phone to check is the one the upstream named (spec §4). */
export const thinContinueSchema = z.object({});

/** select-mobile: the number to check, in the phone state's names (spec §3). */
export const thinMobileSchema = z.object({
  mobileCountryCode: z.string().regex(/^\+\d{1,4}$/).default(DEFAULT_PREFIX),
  mobileNumber: z
    .string({ error: copy.selectMobile.numberMissing })
    .transform(digitsOnly)
    // Whether a registration is tied to it is the upstream's call; here only what cannot be a number.
    .pipe(z.string().min(1, copy.selectMobile.numberMissing).regex(/^\d{4,15}$/, copy.selectMobile.numberInvalid)),
});

/** select-email: the address to confirm; the upstream judges it (spec §5), this catches typing slips. */
export const thinEmailSchema = z.object({
  email: z
    .string({ error: copy.selectEmail.emailMissing })
    .trim()
    .min(1, copy.selectEmail.emailMissing)
    .max(254, it.forms.emailInvalid)
    .regex(EMAIL, it.forms.emailInvalid),
});
