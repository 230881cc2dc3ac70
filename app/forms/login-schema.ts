import { z } from "zod";
import * as it from "../copy/it";
import { DEFAULT_PREFIX, EMAIL } from "./login-fields";
import { isUsername } from "./field-checks";
import { form } from "./form";
import { prefixField } from "./mobile-schema";
import { parseMobile } from "./mobile-number";
import { text } from "./text-schema";

// Server code keeps importing these from here; components import login-fields.ts (decision 113).
export { DEFAULT_PREFIX, EMAIL };

z.config({ jitless: true });

/** Spec §1: credential type emailAddressAndMobilePhone, one field for either. */
export const loginSchema = z.object({
  username: text(it.login.usernameMissing)
    .trim()
    .min(1, it.login.usernameMissing)
    .max(254, it.login.usernameInvalid)
    .refine(isUsername, it.login.usernameInvalid),
  prefix: prefixField,
  password: text(it.login.passwordMissing).min(1, it.login.passwordMissing).max(128, it.login.passwordMissing),
});

export type LoginValues = z.infer<typeof loginSchema>;

export const loginForm = form(loginSchema);

/**
 * The login payload's credentials (spec §3): an e-mail as Username, or a mobile as Prefix + Mobile
 * through the one normaliser, the prefix taken from the number when it carries one ("+39 340…",
 * "0039 340…"). The schema let through only what parseMobile reads; anything else sends no mobile.
 */
export function credentialsOf(values: Pick<LoginValues, "username" | "prefix">): { Username?: string; Prefix?: string; Mobile?: string } {
  if (EMAIL.test(values.username)) return { Username: values.username };
  const mobile = parseMobile(values.username, values.prefix);
  return mobile ? { Prefix: mobile.prefix, Mobile: mobile.number } : {};
}
