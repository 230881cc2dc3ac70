import { randomBytes } from "node:crypto";
import { TOKEN_LENGTH } from "../app/security/csrf.server";

/**
 * What differs between two answers for the same page: the CSP nonce and this browser's CSRF token.
 * The application gets them as `context.cspNonce` and `context.csrfToken` and renders them; the server
 * fills them on the way out (server/request-handler.ts), so a rendered page can be kept and served again (issue 13). Random per process: a URL cannot carry a
 * stand-in into a page to have this browser's token written there.
 */
const tag = randomBytes(12).toString("hex");

export const NONCE_PLACEHOLDER = `nonce${tag}`;
export const CSRF_PLACEHOLDER = `csrf${tag}`;

/**
 * The length of every value: a nonce is 16 random bytes in base64 (server/security.ts), a token
 * TOKEN_LENGTH characters (app/security/csrf.server.ts). The page cache's compression relies on it and falls back
 * to compressing the page whole should a value ever differ.
 */
export const VALUE_LENGTHS = { nonce: 24, csrf: TOKEN_LENGTH } as const;
