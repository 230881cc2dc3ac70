import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { Browser, CLIENT_LOGIN, PASSWORD, startApp, type Started } from "./support/server";

const LANDING = "https://parcheggi.example.it/";
// The stand-ins the server renders in place of a nonce or a token (server/per-response.ts).
const STAND_IN = /\b(?:nonce|csrf)[0-9a-f]{24}\b/;

type Seen = { html: string; nonce: string; token: string; hit: boolean };

async function open(browser: Browser, pathname: string, headers: Record<string, string> = {}): Promise<Seen> {
  const response = await browser.get(pathname, headers);
  expect(response.status).toBe(200);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { html, nonce, token, hit: /page-cache;desc="hit"/.test(response.headers.get("server-timing") ?? "") };
}

/** Issue 13: pages kept per URL are filled per response and never carry another browser's values. */
describe("the page cache (Prod build)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev");
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("two browsers get the same kept page, each with its own nonce, token and cookie", async () => {
    const first = new Browser(server.baseUrl);
    const second = new Browser(server.baseUrl);
    // A page is kept the second time its URL is rendered.
    expect((await open(new Browser(server.baseUrl), CLIENT_LOGIN)).hit).toBe(false);
    const rendered = await open(first, CLIENT_LOGIN);
    expect(rendered.hit).toBe(false);
    const again = await open(first, CLIENT_LOGIN);
    const other = await open(second, CLIENT_LOGIN);
    expect([again.hit, other.hit]).toEqual([true, true]);

    for (const [seen, browser] of [[rendered, first], [again, first], [other, second]] as const) {
      expect(seen.html).not.toMatch(STAND_IN);
      // Every script carries this answer's nonce, the one its CSP names.
      const nonces = new Set([...seen.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...nonces]).toEqual([seen.nonce]);
      // The form's token is the one this browser's cookie holds.
      expect(seen.token).toBe(browser.cookies.get("ar_csrf"));
    }
    expect(again.token).toBe(rendered.token);
    expect(other.token).not.toBe(rendered.token);
    expect(new Set([rendered.nonce, again.nonce, other.nonce]).size).toBe(3);
    expect(other.html).not.toContain(rendered.token);
    expect(other.html).not.toContain(again.nonce);
    // Apart from the two values, the kept page is the page a render gives.
    const neutral = (html: string, seen: Seen) => html.replaceAll(seen.nonce, "N").replaceAll(seen.token, "T");
    expect(neutral(other.html, other)).toBe(neutral(rendered.html, rendered));
  });

  it("compressed or not, the kept page reads the same", async () => {
    const browser = new Browser(server.baseUrl);
    await open(browser, CLIENT_LOGIN);
    await open(browser, CLIENT_LOGIN);
    const gzip = await open(browser, CLIENT_LOGIN, { "accept-encoding": "gzip" });
    const plain = await open(browser, CLIENT_LOGIN, { "accept-encoding": "identity" });
    expect([gzip.hit, plain.hit]).toEqual([true, true]);
    expect(gzip.html.replaceAll(gzip.nonce, "N")).toBe(plain.html.replaceAll(plain.nonce, "N"));
  });

  it("a form served from the cache logs in without JavaScript", async () => {
    const warm = new Browser(server.baseUrl);
    await open(warm, CLIENT_LOGIN);
    await open(warm, CLIENT_LOGIN);
    const browser = new Browser(server.baseUrl);
    const page = await open(browser, CLIENT_LOGIN);
    expect(page.hit).toBe(true);
    const response = await browser.post(CLIENT_LOGIN, { csrf: page.token, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(LANDING);
  });

  it("a page that shows a session's message is rendered for that session, and the message stays its own", async () => {
    const SUCCESS = "/feedback/success";
    await open(new Browser(server.baseUrl), SUCCESS);
    await open(new Browser(server.baseUrl), SUCCESS);
    const browser = new Browser(server.baseUrl);
    await browser.get(`/__test/session?toast=${encodeURIComponent("Messaggio di prova 4711")}&next=${SUCCESS}`);
    const withMessage = await open(browser, SUCCESS);
    expect(withMessage.hit).toBe(false);
    expect(withMessage.html).toContain("Messaggio di prova 4711");
    // Shown once: the next visits, and anyone else's, are the kept page without it.
    const after = await open(browser, SUCCESS);
    const someoneElse = await open(new Browser(server.baseUrl), SUCCESS);
    expect(someoneElse.hit).toBe(true);
    // This session's own key (the test route set an account status) is kept on its second render.
    await open(browser, SUCCESS);
    expect((await open(browser, SUCCESS)).hit).toBe(true);
    expect(after.html).not.toContain("Messaggio di prova 4711");
    expect(someoneElse.html).not.toContain("Messaggio di prova 4711");
  });

  it("a status page kept for one account status is never served to a session without it", async () => {
    const BLOCKED = "/account/blocked";
    const blocked = async () => {
      const browser = new Browser(server.baseUrl);
      await browser.get(`/__test/session?status=${AccountStatus.blocked}&next=${BLOCKED}`);
      return browser;
    };
    const first = await blocked();
    expect((await open(first, BLOCKED)).hit).toBe(false);
    expect((await open(first, BLOCKED)).hit).toBe(false);
    expect((await open(first, BLOCKED)).hit).toBe(true);
    expect((await open(await blocked(), BLOCKED)).hit).toBe(true);
    // No status, or another one: the guard runs and sends the browser away, as without a cache.
    const closing = new Browser(server.baseUrl);
    await closing.get(`/__test/session?status=${AccountStatus.closing}&next=${BLOCKED}`);
    for (const browser of [new Browser(server.baseUrl), closing]) {
      const response = await browser.get(BLOCKED);
      expect(response.status).toBe(302);
      expect(response.headers.get("server-timing")).toBeNull();
    }
  });
});
