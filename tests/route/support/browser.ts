import { keepCookies } from "../../support/cookie-jar";
import { formSubmission, type SubmitOptions } from "./form-submission";
import { ORIGIN, type RouteApp } from "./harness";

/** One answer as a browser gets it: redirects are not followed, the body is read whole. `path`: what was asked. */
export type Page = { status: number; location: string | null; html: string; headers: Headers; path?: string };

/** The query the demo client opens every screen with (design §6). */
export const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
export const PASSWORD = "Parcheggio.2026";

/** A path with the demo client's query. */
export const withClient = (path: string) => `${path}${path.includes("?") ? "&" : "?"}${CLIENT_QUERY}`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };
export const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The visible text of an HTML fragment, tags dropped and spaces collapsed. */
export const textOf = (html: string) =>
  decode(html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/**
 * A browser in a few lines, as an honest one behaves (design §7): it keeps cookies, posts a form with
 * the CSRF token the page it came from carried, from the same origin (Origin, Sec-Fetch-Site).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** The CSRF token of the last page that had a form. */
  private token: string | null = null;

  /** `headers` go with every request (an X-Forwarded-For, behind a trusted proxy). */
  constructor(
    private readonly app: RouteApp,
    private readonly always: Record<string, string> = {},
  ) {}

  private headers(extra: Record<string, string>): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { "accept-language": "it-IT", ...this.always, ...(cookie ? { cookie } : {}), ...extra };
  }

  private async read(response: Response, path: string): Promise<Page> {
    keepCookies(this.cookies, response.headers.getSetCookie());
    const html = await response.text();
    const token = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(html);
    if (token) this.token = decode(token[1] ?? token[2]!);
    return { status: response.status, location: response.headers.get("location"), html, headers: response.headers, path };
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.read(await this.app.fetch(path, { headers: this.headers({ "sec-fetch-site": "same-origin", ...headers }) }), path);
  }

  /**
   * Fills and sends a form of `page` as a browser without JavaScript does (issue 41): the form as
   * rendered decides the address, the method and every field sent; `fill` types into it by the names the
   * page gives its fields (tests/route/support/form-submission.ts). Redirects are not followed.
   */
  async submit(page: Page, options: SubmitOptions = {}): Promise<Page> {
    if (!page.path) throw new Error("submit: the page's own address is unknown");
    const submission = formSubmission(page.html, new URL(page.path, ORIGIN), options);
    if (submission.method === "GET") return this.get(submission.action);
    const headers = this.headers({ "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" });
    return this.read(await this.app.fetch(submission.action, { method: "POST", headers, body: submission.body.toString() }), submission.action);
  }

  /**
   * Posts a form as the page's own button would: with the token of the last page read (or `csrf`), and
   * the same-origin headers; `headers` may replace them (a forged post).
   */
  async post(path: string, fields: Record<string, string | string[]>, options: { csrf?: string | null; headers?: Record<string, string> } = {}): Promise<Page> {
    const csrf = options.csrf === undefined ? this.token : options.csrf;
    if (options.csrf === undefined && !csrf) throw new Error(`post ${path}: no page with a form was opened first`);
    const body = new URLSearchParams();
    if (csrf) body.append("csrf", csrf);
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    const headers = this.headers({ "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin", ...options.headers });
    return this.read(await this.app.fetch(path, { method: "POST", headers, body: body.toString() }), path);
  }

  /** Opens `path` and follows its redirects inside the application; the last answer. */
  async open(path: string): Promise<Page & { path: string }> {
    let current = path;
    for (let hops = 0; hops < 10; hops += 1) {
      const page = await this.get(current);
      if (page.status < 300 || page.status >= 400 || !page.location?.startsWith("/")) return { ...page, path: current };
      current = page.location;
    }
    throw new Error(`${path}: more than 10 redirects`);
  }

  /** Follows a redirect answer (303 after a post) inside the application. */
  async follow(page: Page): Promise<Page & { path: string }> {
    if (!page.location?.startsWith("/")) throw new Error(`not a redirect inside the application: ${page.status} ${page.location}`);
    return this.open(page.location);
  }

  /** Puts the session in a state through the Test-only hook (app/routes/test-session.ts), as tests/e2e do. */
  async session(state: { status?: number; temporaryBlockSeconds?: number; thinStep?: string; state?: object; clearLocks?: true }, next = "/"): Promise<Page> {
    const query = new URLSearchParams({ next });
    for (const [key, value] of Object.entries(state)) query.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    return this.get(`/__test/session?${query}`);
  }
}

/** The text of the page's first heading. */
export function heading(page: Page): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.html);
  return match ? textOf(match[1]!) : "";
}

/** The message shown at the field named `name` (its error element, tied to the input), or null. */
export function fieldError(page: Page, name: string): string | null {
  const input = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(page.html)?.[0];
  const describedBy = input ? /aria-describedby="([^"]+)"/.exec(input)?.[1] : undefined;
  for (const id of describedBy?.split(" ") ?? []) {
    const error = new RegExp(`<p class="field__error" id="${id}">([\\s\\S]*?)</p>`).exec(page.html);
    if (error) return textOf(error[1]!);
  }
  return null;
}

/** The value a field is shown with (what the customer typed, kept), or null for an empty one. */
export function fieldValue(page: Page, name: string): string | null {
  const input = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(page.html)?.[0];
  const value = input ? /\bvalue="([^"]*)"/.exec(input)?.[1] : undefined;
  return value === undefined ? null : decode(value);
}

/** The messages above a form (role="alert" form messages), as text. */
export function formMessages(page: Page): string[] {
  return [...page.html.matchAll(/<div id="[^"]*" class="form-message" role="alert">([\s\S]*?)<\/div>/g)].map((match) => textOf(match[1]!));
}

/** The whole visible text of the page. */
export const pageText = (page: Page) => textOf(page.html.replace(/^[\s\S]*?<body\b/, "<body"));

/** The address of the link (or link-styled button) whose text is `text`, or null when there is none. */
export function linkTo(page: Page, text: string): string | null {
  for (const match of page.html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    if (textOf(match[2]!) !== text) continue;
    const target = /\bhref="([^"]*)"/.exec(match[1]!)?.[1];
    return target === undefined ? null : decode(target);
  }
  return null;
}

let identities = 0;
/** An e-mail address no account has (the reference API's data is this file's own). */
export const freshEmail = () => `route.${process.pid}.${(identities += 1)}@example.com`;
/** An Italian mobile number no account has: 347 and seven digits. */
export const freshMobile = () => `347${String(process.pid % 1000).padStart(3, "0")}${String((identities += 1) % 10_000).padStart(4, "0")}`;

/** The code of the newest message the reference API "sent" to `to` (its outbox, design §6). */
export async function lastCode(app: RouteApp, to: string): Promise<string> {
  const message = (await app.outbox()).find((one) => one.to === to);
  const code = message ? /è (\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
