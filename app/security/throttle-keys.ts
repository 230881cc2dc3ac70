import { e164, parseMobile } from "../forms/mobile-number";

/**
 * The names the shared counters key on (issue 20 item 2): exactly what goes upstream, through the one
 * phone normaliser, so that no spelling of a number or an e-mail has a budget of its own.
 */

/** A number as one key: "+393401234567" whatever the spelling; null when it is no number. */
export function phoneKey(prefix: unknown, number: unknown): string | null {
  if (typeof number !== "string" || !number.trim()) return null;
  const mobile = parseMobile(number, typeof prefix === "string" && prefix ? prefix : "+39");
  return mobile ? e164(mobile) : null;
}

/** The credential a login call names: an e-mail in lower case, or a mobile in E.164. */
export function accountKey(input: { Username?: unknown; Prefix?: unknown; Mobile?: unknown }): string | null {
  if (typeof input.Username === "string" && input.Username.trim()) return `e:${input.Username.trim().toLowerCase()}`;
  const phone = phoneKey(input.Prefix, input.Mobile);
  return phone ? `m:${phone}` : null;
}

/** The number a call's own payload names, in any of the shapes of spec §7 (Mobile, Cell, Phone). */
export function phoneOfPayload(input: Record<string, unknown>): string | null {
  const phone = input.Phone as { PhonePrefixes?: unknown; PhoneNumber?: unknown } | undefined;
  if (phone && typeof phone === "object") return phoneKey(phone.PhonePrefixes, phone.PhoneNumber);
  return phoneKey(input.Prefix ?? input.PrefixCell, input.Mobile ?? input.Cell);
}

/** An answer's account fields (spec §7 error body: Email, PhonePrefix, PhoneNumber). */
type AccountFields = { Email?: unknown; PhonePrefix?: unknown; PhoneNumber?: unknown };

/** The identifiers of one account that an answer names, keyed as a login's credential is. */
export function identifiersOf(body: AccountFields): string[] {
  const email = typeof body.Email === "string" ? accountKey({ Username: body.Email }) : null;
  const phone = phoneKey(body.PhonePrefix, body.PhoneNumber);
  return [...(email ? [email] : []), ...(phone ? [`m:${phone}`] : [])];
}

/** The number a login's SMS went to: the one the answer names, else the mobile the credential is. */
export function loginSmsNumber(body: AccountFields, account: string | null): string | null {
  return phoneKey(body.PhonePrefix, body.PhoneNumber) ?? (account?.startsWith("m:") ? account.slice(2) : null);
}
