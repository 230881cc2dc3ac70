import { z } from "zod";
import * as it from "../copy/it";
import { looksLikeMobile, parseMobile } from "./mobile-number";

z.config({ jitless: true });

/** Spec §9: the default mobile prefix. */
export const DEFAULT_PREFIX = "+39";

/**
 * The shape of an e-mail address, as the forms accept it; the upstream does the real check. NUL and
 * other control characters are never part of an address (issue 11 item 9), so they never reach it.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
export const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;

/** A mobile as people type it: spaces, dots and dashes are only separators. */
export function digitsOnly(value: string): string {
  return value.replace(/[\s.\-()]/g, "");
}

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
