import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, PASSWORD, startApp, type Started } from "./support/server";

const SITE_KEY = "6LcTestSiteKey_0123456789";
const QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const LOGIN = `/auth/client_login?${QUERY}`;
const RESET = `/reset-password?${QUERY}`;

/**
 * Issue 11 item 11. Prod: the upstream (the reference API alone, with no reCAPTCHA secret) refuses every
 * token, as a real one refuses a forged or missing token.
 */
describe("reCAPTCHA v3 with RECAPTCHA_SITE_KEY (Prod)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Prod", { RECAPTCHA_SITE_KEY: SITE_KEY });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("the page loads Google's script under the page's nonce; the CSP allows exactly Google's reCAPTCHA origins", async () => {
    const response = await new Browser(server.baseUrl).get(LOGIN);
    const csp = response.headers.get("content-security-policy")!;
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, (c) => `\\${c}`)}" src="https://www.google.com/recaptcha/api.js\\?render=${SITE_KEY}"`));
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
    expect(scriptSrc.filter((source) => source.startsWith("https:"))).toEqual(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(/frame-src ([^;]+)/.exec(csp)![1]).toBe("https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
  });

  const REFUSED = "Non siamo riusciti a completare la verifica di sicurezza di Google (reCAPTCHA)";

  // Decision 140: the post is not refused by us; the upstream's refusal comes back as the same form.
  it.each([
    ["without JavaScript (no token)", ""],
    ["with a token the upstream refuses", "forged-token"],
  ])("%s, reset-password claims nothing: its form again, the e-mail kept, what to do said", async (_name, token) => {
    const browser = new Browser(server.baseUrl);
    const csrf = await browser.csrf(RESET);
    const response = await browser.post(RESET, { csrf, email: "chiara.lombardi@example.com", "g-recaptcha-response": token });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    const body = await response.text();
    expect(body).toContain(REFUSED);
    expect(body).toContain('value="chiara.lombardi@example.com"');
    expect(body).not.toContain("Controlla la tua e-mail");
    expect(body).not.toContain("Attiva JavaScript");
  });

  it.each([
    ["without JavaScript (no token)", ""],
    ["with a token the upstream refuses", "forged-token"],
  ])("%s, the login is the form again: the username kept, never the password, never an unexpected error", async (_name, token) => {
    const browser = new Browser(server.baseUrl);
    const csrf = await browser.csrf(LOGIN);
    const response = await browser.post(LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD, "g-recaptcha-response": token });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    const body = await response.text();
    expect(body).toContain(REFUSED);
    expect(body).toContain('value="mario.rossi@example.com"');
    expect(body).not.toContain(PASSWORD);
    expect(body).not.toMatch(/imprevist/i);
  });
});

/** With JavaScript: a fresh token goes into the form on submit (Google's script stubbed: no network here). */
describe("reCAPTCHA v3 in the browser (Dev, Chromium)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { RECAPTCHA_SITE_KEY: SITE_KEY });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("each submit carries a fresh token in g-recaptcha-response", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
    });
    try {
      // The Italian pages: Chromium's own locale would ask for English (decision 164).
      const page = await browser.newPage({ locale: "it-IT" });
      await page.route("https://www.google.com/recaptcha/api.js*", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: "window.__issued=0;window.grecaptcha={ready:function(f){f()},execute:function(k,o){window.__issued++;return Promise.resolve('stub-token-'+window.__issued+'-'+k+'-'+o.action)}};",
        }),
      );
      const posted: string[] = [];
      // Where each post went: a failing count then shows what was posted, not only how many.
      const postedTo: string[] = [];
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("request", (request) => {
        if (request.method() !== "POST") return;
        posted.push(request.postData() ?? "");
        postedTo.push(`${request.url()} ${request.resourceType()}`);
      });
      await page.goto(`${server.baseUrl}${LOGIN}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && "grecaptcha" in window && document.documentElement.dataset.recaptchaHold === "on");
      for (const [index, password] of ["Sbagliata.1", "Sbagliata.2"].entries()) {
        await page.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@example.com");
        await page.getByLabel("Password", { exact: true }).fill(password);
        await page.getByRole("button", { name: "Accedi" }).click();
        await expect.poll(() => postedTo, { timeout: 10_000 }).toHaveLength(index + 1);
        await page.getByText("Impossibile accedere").first().waitFor();
      }
      expect(errors).toEqual([]);
      const tokens = posted.map((body) => new URLSearchParams(body).get("g-recaptcha-response") ?? "");
      // Each post carries a token fetched for it, for this site key and action.
      for (const token of tokens) expect(token).toMatch(new RegExp(`^stub-token-\\d+-${SITE_KEY}-submit$`));
      expect(new Set(tokens).size).toBe(2);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
