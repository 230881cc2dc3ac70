import { z } from "zod";
import * as it from "../copy/it";
import { DEFAULT_PREFIX, digitsOnly, EMAIL } from "./login-fields";
import { looksLikeMobile, parseMobile } from "./mobile-number";

// Server code keeps importing these from here; components import login-fields.ts (decision 113).
export { DEFAULT_PREFIX, digitsOnly, EMAIL };

z.config({ jitless: true });

/** Spec §1: credential type emailAddressAndMobilePhone, one field for either. */
export const loginSchema = z.object({
  username: z
    .string({ error: it.login.usernameMissing })
    .trim()
    .min(1, it.login.usernameMissing)
    .max(254, it.login.usernameInvalid)
    .refine((value) => EMAIL.test(value) || looksLikeMobile(value), it.login.usernameInvalid),
  prefix: z.string().regex(/^\+\d{1,4}$/).default(DEFAULT_PREFIX),
  password: z.string({ error: it.login.passwordMissing }).min(1, it.login.passwordMissing).max(128, it.login.passwordMissing),
});

export type LoginValues = z.infer<typeof loginSchema>;

/**
 * The login payload's credentials (spec §3): an e-mail as Username, or a mobile as Prefix + Mobile, the
 * prefix taken from the number when it carries one ("+39 340…", "0039 340…").
 */
export function credentialsOf(values: Pick<LoginValues, "username" | "prefix">): { Username?: string; Prefix?: string; Mobile?: string } {
  if (EMAIL.test(values.username)) return { Username: values.username };
  const mobile = parseMobile(values.username, values.prefix);
  return mobile ? { Prefix: mobile.prefix, Mobile: mobile.number } : { Prefix: values.prefix, Mobile: digitsOnly(values.username) };
}
