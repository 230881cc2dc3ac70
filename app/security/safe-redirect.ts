/**
 * The redirect allow-list of design §7, for `redirect`, `returnUrl`, `sr` and the upstream's `UrlRedirect`:
 * a same-origin path, or an absolute https URL whose origin is allow-listed. Anything else is dropped.
 */
export function safeRedirect(value: string | null | undefined, allowedOrigins: readonly string[]): string | null {
  if (!value || value.length > 2048) return null;
  // Browsers strip tabs and newlines and treat backslashes as slashes; judge what they will follow.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith("/")) {
    // "//host" and "/%2F..." style values leave the origin once a browser or proxy normalises them.
    if (value.startsWith("//") || /^\/(%2f|%5c)/i.test(value)) return null;
    const resolved = new URL(value, "https://same-origin.invalid");
    if (resolved.origin !== "https://same-origin.invalid") return null;
    return resolved.pathname + resolved.search + resolved.hash;
  }
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
