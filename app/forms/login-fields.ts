// What the login form's screens need in the browser, kept apart from login-schema.ts so that no
// component pulls zod into the first load (issue 13, decision 113). The schema modules import these.

/** Spec §9: the default mobile prefix. */
export const DEFAULT_PREFIX = "+39";

/**
 * The shape of an e-mail address, as the forms accept it; the upstream does the real check. NUL and
 * other control characters are never part of an address (issue 11 item 9), so they never reach it.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
export const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;
