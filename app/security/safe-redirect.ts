/** A host name no request can carry: what a same-origin path resolves against. */
const SAME_ORIGIN = "https://same-origin.invalid";

/**
 * A same-origin path a browser will follow without leaving the origin. Decided on the resolved URL,
 * never on the input: "/.//evil.example" and "/a/..//evil.example" resolve to "//evil.example", which a
 * browser reads as another host (issue 11, item 1). Encoded slashes and control characters anywhere in
 * the path are refused too, because a proxy or a later decode may turn them into real ones.
 */
function samePath(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== SAME_ORIGIN) return null;
  const path = resolved.pathname;
  // Encoded slashes, backslashes and control characters: one decoding by a proxy, then the browser's
  // tab and newline stripping, would turn "/%09/host" into "//host".
  if (path.startsWith("//") || /%(2f|5c|[01][0-9a-f]|7f)/i.test(path)) return null;
  const href = path + resolved.search + resolved.hash;
  // Re-resolving what we hand out must land on the same place: what we return is what a browser follows.
  if (new URL(href, SAME_ORIGIN).origin !== SAME_ORIGIN) return null;
  return href;
}

/**
 * The redirect allow-list of design §7, for `redirect`, `returnUrl`, `sr` and the upstream's `UrlRedirect`:
 * a same-origin path, or an absolute https URL whose origin is allow-listed. Anything else is dropped.
 */
export function safeRedirect(value: string | null | undefined, allowedOrigins: readonly string[]): string | null {
  if (!value || value.length > 2048) return null;
  // Browsers strip tabs and newlines and treat backslashes as slashes; judge what they will follow.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith("/")) return samePath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  // "https:evil.example" parses to https://evil.example/; require the value to say what it means.
  if (!/^https:\/\/[^/]/i.test(value)) return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  return url.href;
}
