import { z } from "zod";
import * as it from "../copy/it";
import { form } from "./form";
import { mobileFields, normaliseMobile } from "./mobile-schema";

z.config({ jitless: true });

/** Spec §3 names the phone state mobileCountryCode + mobileNumber; the form uses the same names. */
export const changeMobileSchema = z
  // Whether the number exists is the upstream's call (spec §5); here only what cannot be a number.
  .object(mobileFields({ missing: it.changeMobile.numberMissing, invalid: it.changeMobile.numberInvalid }))
  .overwrite(normaliseMobile);

export type ChangeMobileValues = z.infer<typeof changeMobileSchema>;

export const changeMobileForm = form(changeMobileSchema);
