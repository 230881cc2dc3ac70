import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, PASSWORD, startApp, type Mode, type Started } from "./support/server";

/**
 * Issue 11 item 1, end to end: every place a redirect target enters (guards' `redirect`, feedback `sr`,
 * SSO `returnUrl`, an upstream `UrlRedirect`, the no-cookies Referer fallback), fed the known bypass
 * families. Whatever comes back, as a Location or as a link on the page, stays on our origin or the
 * allow-list.
 */
const HOSTILE = [
  "/.//evil.example",
  "/a/..//evil.example",
  "/..//evil.example/x",
  "/%2e%2e//evil.example",
  "/%2E/%2F/evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "/%09/evil.example",
  "//evil.example",
  "https://parcheggi.example.it@evil.example/",
  "HtTpS:evil.example",
  "JaVaScRiPt:alert(1)",
];
// The allow-listed client, and the reCAPTCHA notice's fixed links to Google's terms.
const ALLOWED = new Set(["https://parcheggi.example.it", "https://policies.google.com"]);

function expectSafe(base: string, target: string | null): void {
  if (target === null) return;
  const cleaned = target.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  expect(cleaned.startsWith("//"), target).toBe(false);
  const origin = new URL(cleaned, base).origin;
  expect(origin === new URL(base).origin || ALLOWED.has(origin), `${target} leads to ${origin}`).toBe(true);
}

/** Every link of a page that could lead a browser somewhere: the help links' tel: and mailto: cannot. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .filter((href) => !/^(tel|mailto):/.test(href));
}

describe.each<Mode>(["Dev", "Prod"])("redirect targets against the started server (%s)", (mode) => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp(mode);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.each(HOSTILE)("the account guards' redirect=%j", async (value) => {
    const browser = new Browser(server.baseUrl);
    const response = await browser.get(`/account/blocked?redirect=${encodeURIComponent(value)}`);
    expect(response.status).toBeLessThan(500);
    expectSafe(server.baseUrl, response.headers.get("location"));
  });

  it.each(HOSTILE)("feedback sr=%j", async (value) => {
    const browser = new Browser(server.baseUrl);
    const response = await browser.get(`/feedback/success?sr=${encodeURIComponent(value)}`);
    expect(response.status).toBeLessThan(500);
    for (const href of hrefsOf(await response.text())) expectSafe(server.baseUrl, href);
  });

  it.each(HOSTILE)("the no-cookies Referer fallback from %j", async (value) => {
    const browser = new Browser(server.baseUrl);
    await browser.get("/feedback/success");
    const response = await browser.get("/feedback/no-cookies", { referer: `${server.baseUrl}${value.startsWith("/") ? value : `/${value}`}` });
    expect(response.status).toBeLessThan(500);
    expectSafe(server.baseUrl, response.headers.get("location"));
  });

  it.each(HOSTILE)("SSO returnUrl=%j, through the login and the upstream's UrlRedirect", async (value) => {
    const browser = new Browser(server.baseUrl);
    const path = `/auth/sso-login?returnUrl=${encodeURIComponent(value)}`;
    const csrf = await browser.csrf(path);
    const response = await browser.post(path, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
    expect(response.status).toBeLessThan(500);
    expectSafe(server.baseUrl, response.headers.get("location"));
    for (const href of hrefsOf(await response.text())) expectSafe(server.baseUrl, href);
  });
});
