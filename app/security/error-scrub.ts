import type { Breadcrumb, ErrorEvent } from "@sentry/react-router";

/**
 * What leaves for Sentry (decision 148): the error's type, message and stack, the route's id and the
 * request id, the method and path. Never cookies, form bodies, query strings, headers that carry
 * credentials, or who the user is; personal data and secrets a message happens to quote are masked as
 * well as a pattern can. Pure functions, so that a table of events can prove it.
 */

// Headers worth having to read an error; every other one (Cookie, Authorization, Set-Cookie, our scope
// and CSRF headers, X-Forwarded-For with the client's address) is dropped.
const KEPT_HEADERS = new Set(["user-agent", "content-type", "content-length", "accept-language"]);

// A field whose value is a credential, a code or who the user is, whatever the value looks like: a word
// of its name ("newPassword", "ar_session", "g-recaptcha-response"), a status code excepted.
const SECRET_WORDS = new Set(
  "password passwd pwd pin otp code token secret csrf session cookie authorization auth username user email mail phone mobile prefix recaptcha fiscal birth".split(" "),
);

function secretKey(key: string): boolean {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z]+/);
  return !words.includes("status") && words.some((word) => SECRET_WORDS.has(word));
}

const PATTERNS: Array<[RegExp, string]> = [
  // "password=…", "code: …", '"token":"…"': the name stays, so the reader knows what was there.
  [/\b((?:\w*[-_])?(?:password|passwd|pwd|pin|otp|code|token|secret|csrf|session|cookie|authorization|username|email|mobile|phone)\w*)(["']?\s*[:=]\s*["']?)[^\s"'&,;)}\]]+/gi, "$1$2[redacted]"],
  // The local part without "/", "=", "?" and "&", which a path or a query puts before an address.
  [/[\w.!#$%'*+^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, "[email]"],
  // Something with letters, digits and a sign, and no slash (a path or a URL): a password's shape.
  [/(?<!\S)(?=[^\s/]*[A-Za-z])(?=[^\s/]*\d)(?=[^\s/]*[^\sA-Za-z\d/])[^\s/]{8,}/g, "[redacted]"],
  // Long mixed letters and digits: tokens, cookie values, keys.
  [/(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}/g, "[token]"],
  // Five digits or more, spaced or not: phone numbers, one-time codes, dates of birth.
  [/(?<!\w)\+?\d(?:[ -]?\d){4,}(?!\w)/g, "[number]"],
];

export function scrubText(text: string): string {
  return PATTERNS.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
}

/** A URL without its query and fragment, which may hold e-mail addresses or tokens. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, "");
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, secretKey(key) ? "[redacted]" : scrubValue(item, depth + 1)]),
  );
}

/** A URL without its query, its path masked; the origin (host and port) is ours or the upstream's. */
function scrubUrl(url: string): string {
  const bare = withoutQuery(url);
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(bare)?.[0] ?? "";
  return origin + scrubText(bare.slice(origin.length));
}

function scrubUrlValue(url: unknown): unknown {
  return typeof url === "string" ? scrubUrl(url) : url;
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.data) {
    const { url, from, to, ...rest } = scrubbed.data as Record<string, unknown>;
    scrubbed.data = {
      ...(scrubValue(rest) as Record<string, unknown>),
      ...(url === undefined ? {} : { url: scrubUrlValue(url) }),
      ...(from === undefined ? {} : { from: scrubUrlValue(from) }),
      ...(to === undefined ? {} : { to: scrubUrlValue(to) }),
    };
  }
  return scrubbed;
}

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  delete scrubbed.user;
  if (scrubbed.request) {
    const { method, url, headers } = scrubbed.request;
    // Rebuilt from what may go, so cookies, data, query_string and env are left behind.
    scrubbed.request = {
      ...(method ? { method } : {}),
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(headers ? { headers: Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))) } : {}),
    };
  }
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.logentry) scrubbed.logentry = scrubValue(scrubbed.logentry) as ErrorEvent["logentry"];
  if (scrubbed.transaction) scrubbed.transaction = scrubText(withoutQuery(scrubbed.transaction));
  if (scrubbed.extra) scrubbed.extra = scrubValue(scrubbed.extra) as ErrorEvent["extra"];
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value ? { value: scrubText(exception.value) } : {}),
        // The stack stays; the values of local variables, should anything capture them, do not.
        ...(exception.stacktrace?.frames
          ? { stacktrace: { ...exception.stacktrace, frames: exception.stacktrace.frames.map(({ vars: _vars, ...frame }) => frame) } }
          : {}),
      })),
    };
  }
  if (scrubbed.breadcrumbs) scrubbed.breadcrumbs = scrubbed.breadcrumbs.map(scrubBreadcrumb);
  return scrubbed;
}
