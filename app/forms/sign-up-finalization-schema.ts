import { z } from "zod";
import * as it from "../copy/it";
import { emailForm } from "./email-schema";
import { form } from "./form";
import { mobileFields, normaliseMobile } from "./mobile-schema";

z.config({ jitless: true });

const copy = it.signUpFinalization;

/** The root's "Continua": nothing typed; the phone to check is the one the upstream named (spec §4). */
export const thinContinueSchema = z.object({});

/** select-mobile: the number to check, in the phone state's names (spec §3). */
export const thinMobileSchema = z
  // Whether a registration is tied to it is the upstream's call; here only what cannot be a number.
  .object(mobileFields({ missing: copy.selectMobile.numberMissing, invalid: copy.selectMobile.numberInvalid }))
  .overwrite(normaliseMobile);

/** select-email: the address to confirm; the upstream judges it (spec §5), this catches typing slips. */
export const thinEmailSchema = emailForm(copy.selectEmail.emailMissing);

export const thinContinueForm = form(thinContinueSchema);
export const thinMobileForm = form(thinMobileSchema);
export const thinEmailForm = form(thinEmailSchema);
