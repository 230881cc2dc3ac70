import { getConfig } from "../config.server";

/**
 * How long the session cookie lives in the browser (each answer that writes it starts the count again).
 * The anti-forgery cookie has a lifetime of its own since decision 177 (app/security/csrf.server.ts).
 */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24;

/**
 * Decision 177: where our cookies are Secure over https (Cld, Prod), their names carry `__Host-`, so a
 * browser keeps them only if they were set Secure, with Path=/ and no Domain, by this very host: a
 * neighbouring subdomain or a plain-http answer cannot plant or overwrite one. Dev and Test run on
 * http and keep the plain names. Read by exact name: `__host-…`, `__Secure-…` or a plain-name copy
 * sent to a Prod server is another cookie, never ours.
 */
export function ourCookieName(name: string, appEnv: string = getConfig().appEnv): string {
  return appEnv === "Cld" || appEnv === "Prod" ? `__Host-${name}` : name;
}

/** One cookie's value from a Cookie header, without parsing the others. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
