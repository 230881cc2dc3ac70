import { z } from "zod";
import * as it from "../copy/it";
import { form } from "./form";
import { mobileFields, normaliseMobile } from "./mobile-schema";

z.config({ jitless: true });

/**
 * pending-operation/migration/need-insert-phone: the account's first number, so its messages never say
 * "nuovo" as change-mobile's do (issue 25 item 7); the same fields and the same one normaliser.
 */
export const insertPhoneSchema = z
  // Whether the number exists is the upstream's call (spec §5); here only what cannot be a number.
  .object(mobileFields({ missing: it.insertPhone.numberMissing, invalid: it.insertPhone.numberInvalid }))
  .overwrite(normaliseMobile);

export const insertPhoneForm = form(insertPhoneSchema);
