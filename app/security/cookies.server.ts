/**
 * How long the session cookie lives in the browser (each answer that writes it starts the count again),
 * and the anti-forgery cookie with it: a token that outlived its session, or the reverse, would refuse
 * a form the customer has every right to send (issue 21, decision 137).
 */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24;

/** One cookie's value from a Cookie header, without parsing the others. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
