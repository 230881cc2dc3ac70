import type { Agent } from "node:http";
import { ask, cookieHeader, mergeCookies } from "./http";

export const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
export const LOGIN_PATH = `/auth/client_login?${CLIENT_QUERY}`;
export const LANDING = "https://parcheggi.example.it/";
export const PASSWORD = "Parcheggio.2026";

/** What a browser holds after showing the login form: the product's cookies and the form's CSRF token. */
export type Visitor = { cookies: Map<string, string>; csrf: string };

/** The few entities React escapes attribute values with, so a token reads as the browser would send it. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (entity[0] !== "#") return named[entity.toLowerCase()]!;
    return String.fromCodePoint(entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });
}

/** A new browser opens the login form. */
export async function visit(port: number): Promise<Visitor> {
  const reply = await ask({ port, path: LOGIN_PATH, headers: { Accept: "text/html" } });
  if (reply.status !== 200) throw new Error(`login page answered ${reply.status}`);
  const cookies = new Map<string, string>();
  mergeCookies(cookies, reply.headers["set-cookie"]);
  const csrf = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(reply.body.toString("utf8"));
  const raw = csrf?.[1] ?? csrf?.[2];
  const token = raw === undefined ? undefined : decodeEntities(raw);
  if (!token) throw new Error("login page has no csrf input");
  for (const name of ["ar_session", "ar_csrf"]) if (!cookies.has(name)) throw new Error(`login page set no ${name} cookie`);
  return { cookies, csrf: token };
}

/**
 * Visitors for `count` login posts, made before the measured run so their page loads are not counted
 * in it. One visitor posts once: an accepted login starts a new session and deletes the CSRF cookie
 * (issue 11 item 7), so a browser that logged in must load the form again before it can post again.
 * Posting a used token again is what answered 403 before (decision 120).
 */
export async function visitors(port: number, count: number, concurrency = 4): Promise<Visitor[]> {
  const made: Visitor[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        made.push(await visit(port));
      }
    }),
  );
  return made;
}

/** The no-JavaScript login post of a visitor; the answer's cookies go to the visitor's jar. */
export async function postLogin(port: number, visitor: Visitor, username: string, agent?: Agent) {
  const body = new URLSearchParams({ csrf: visitor.csrf, username, prefix: "+39", password: PASSWORD }).toString();
  const reply = await ask({
    port,
    path: LOGIN_PATH,
    method: "POST",
    agent,
    headers: {
      Accept: "text/html",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookieHeader(visitor.cookies),
      // Browsers send it on every post; the product refuses a post from another origin.
      Origin: `http://127.0.0.1:${port}`,
    },
    body,
  });
  mergeCookies(visitor.cookies, reply.headers["set-cookie"]);
  return reply;
}

/**
 * A demo account of the reference API back in its documented state (reference-api/README.md: the
 * demo reset, with the anti-forgery cookie echoed in a header), so a page it leads to can be opened.
 */
export async function resetDemoAccount(apiPort: number, key: string): Promise<void> {
  const primer = await ask({ port: apiPort, path: "/reference-api/v2/Configuration/GetConsentsConfiguration" });
  const jar = new Map<string, string>();
  mergeCookies(jar, primer.headers["set-cookie"]);
  const token = decodeURIComponent(jar.get("XSRF-TOKEN") ?? "");
  const reply = await ask({
    port: apiPort,
    path: "/reference-api/demo/reset",
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookieHeader(jar), "X-XSRF-TOKEN": token },
    body: JSON.stringify({ Key: key }),
  });
  const answer = JSON.parse(reply.body.toString("utf8") || "{}") as { Success?: boolean };
  if (!answer.Success) throw new Error(`demo reset of ${key} answered ${reply.status}: ${reply.body.toString("utf8").slice(0, 200)}`);
}

/**
 * The session of a demo account logged in without JavaScript, followed to where the product sends it;
 * the cookies then open that page as the account's browser would.
 */
export async function sessionOf(port: number, username: string): Promise<{ cookies: Map<string, string>; location: string }> {
  const visitor = await visit(port);
  const reply = await postLogin(port, visitor, username);
  const location = reply.headers.location;
  if (reply.status !== 303 || !location) throw new Error(`login as ${username} answered ${reply.status}, not a redirect`);
  const url = new URL(location, "http://127.0.0.1");
  return { cookies: visitor.cookies, location: url.pathname + url.search };
}
