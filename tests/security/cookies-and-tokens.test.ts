import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { security as itSecurity } from "../../app/copy/it/security";
import { Browser, CLIENT_LOGIN, PASSWORD, startApp, type Mode, type Started } from "./support/server";

const LANDING = "https://parcheggi.example.it/";
const CREDENTIALS = { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD };
const EXPIRED = itSecurity.expiredForm.slice(0, 40);

/** Issue 39 point 10, decision 177: the anti-forgery token, our cookies' names, the relayed cookies. */
describe.each<Mode>(["Dev", "Prod"])("cookies and anti-forgery tokens (%s)", (mode) => {
  const host = mode === "Prod" ? "__Host-" : "";
  const SESSION = `${host}ar_session`;
  const CSRF = `${host}ar_csrf`;
  let server: Started;
  beforeAll(async () => {
    server = await startApp(mode);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function formPage(): Promise<{ browser: Browser; csrf: string }> {
    const browser = new Browser(server.baseUrl);
    return { browser, csrf: await browser.csrf(CLIENT_LOGIN) };
  }

  async function expectExpired(response: Response): Promise<void> {
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(EXPIRED);
  }

  /**
   * Past the token check: in Dev the login is accepted; Prod's upstream refuses a login without a real
   * reCAPTCHA token, so there the form comes back with that refusal, not with the expired page's.
   */
  async function expectPassed(response: Response): Promise<void> {
    if (mode === "Dev") {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(LANDING);
      return;
    }
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(EXPIRED);
  }

  it(`names the session, anti-forgery and language cookies ${host ? "with __Host-, Secure, Path=/ and no Domain" : "plainly"}`, async () => {
    const response = await new Browser(server.baseUrl).get(CLIENT_LOGIN);
    const lines = response.headers.getSetCookie();
    const names = lines.map((line) => line.slice(0, line.indexOf("="))).sort();
    expect(names).toEqual([SESSION, CSRF, `${host}lng`].sort());
    for (const line of lines) {
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).not.toMatch(/domain=/i);
      if (mode === "Prod") expect(line).toMatch(/; Secure(;|$)/);
    }
  });

  it("a token goes through with the session it was made for", async () => {
    const { browser, csrf } = await formPage();
    await expectPassed(await browser.post(CLIENT_LOGIN, { csrf, ...CREDENTIALS }));
  });

  it("a token and its cookie made for another session are refused: the form is shown again, and its own token then goes through", async () => {
    const attacker = await formPage();
    const victim = await formPage();
    // The attacker's own pair, planted beside the victim's session cookie.
    victim.browser.cookies.set(CSRF, attacker.browser.cookies.get(CSRF)!);
    const forged = await victim.browser.post(CLIENT_LOGIN, { csrf: attacker.csrf, ...CREDENTIALS });
    await expectExpired(forged.clone());
    const fresh = /name="csrf" value="([^"]+)"/.exec(await forged.text())?.[1];
    expect(fresh).toBe(victim.browser.cookies.get(CSRF));
    expect(fresh).not.toBe(attacker.csrf);
    await expectPassed(await victim.browser.post(CLIENT_LOGIN, { csrf: fresh!, ...CREDENTIALS }));
  });

  it("a session cookie taken from another browser does not carry this browser's token with it", async () => {
    const first = await formPage();
    const second = await formPage();
    first.browser.cookies.set(SESSION, second.browser.cookies.get(SESSION)!);
    await expectExpired(await first.browser.post(CLIENT_LOGIN, { csrf: first.csrf, ...CREDENTIALS }));
  });

  if (mode === "Prod") {
    it.each(["ar_session", "__host-ar_session", "__HOST-ar_session", "__Secure-ar_session", "__Host-AR_SESSION"])(
      "a session cookie sent as %s is not ours: the post goes to the no-cookies page",
      async (spelling) => {
        const { browser, csrf } = await formPage();
        const value = browser.cookies.get(SESSION)!;
        browser.cookies.delete(SESSION);
        browser.cookies.set(spelling, value);
        const response = await browser.post(CLIENT_LOGIN, { csrf, ...CREDENTIALS });
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toMatch(/^\/feedback\/no-cookies\?/);
      },
    );

    it.each(["ar_csrf", "__host-ar_csrf", "__Secure-ar_csrf"])("an anti-forgery cookie sent as %s is not ours: the form is shown again", async (spelling) => {
      const { browser, csrf } = await formPage();
      browser.cookies.delete(CSRF);
      browser.cookies.set(spelling, csrf);
      await expectExpired(await browser.post(CLIENT_LOGIN, { csrf, ...CREDENTIALS }));
    });
  }

  it(`relays the upstream's cookies as ${host}up_*, signed, with a lifetime of at most a day`, async () => {
    const { browser, csrf } = await formPage();
    const response = await browser.post(CLIENT_LOGIN, { csrf, ...CREDENTIALS });
    await expectPassed(response.clone());
    const relayed = response.headers.getSetCookie().filter((line) => /^(__Host-)?up_/i.test(line));
    expect(relayed.length).toBeGreaterThan(0);
    for (const line of relayed) {
      expect(line.startsWith(`${host}up_`)).toBe(true);
      // The upstream's value, the second past which it is not sent back, our signature.
      expect(line.split(";")[0]).toMatch(/=.+\.\d{10}\.[\w-]{22}$/);
      const maxAge = /Max-Age=(\d+)/.exec(line)?.[1];
      if (maxAge !== undefined) expect(Number(maxAge)).toBeLessThanOrEqual(86_400);
      if (mode === "Prod") expect(line).toMatch(/; Secure(;|$)/);
    }
  });

  if (mode === "Dev") {
    describe("the token's lifetime (the moved clock, decision 152)", () => {
      const advance = async (seconds: number) => expect((await fetch(`${server.baseUrl}/__test/clock?advance=${seconds}`)).status).toBe(200);

      it("a token two hours old is refused with the form shown again; the new page's token goes through", async () => {
        const { browser, csrf } = await formPage();
        await advance(2 * 60 * 60 + 1);
        const late = await browser.post(CLIENT_LOGIN, { csrf, ...CREDENTIALS });
        await expectExpired(late.clone());
        const fresh = /name="csrf" value="([^"]+)"/.exec(await late.text())?.[1];
        expect(fresh).not.toBe(csrf);
        await expectPassed(await browser.post(CLIENT_LOGIN, { csrf: fresh!, ...CREDENTIALS }));
      });

      it("a page shown when less than an hour is left gets a new token, so its form has an hour", async () => {
        const { browser, csrf } = await formPage();
        await advance(60 * 60 + 60);
        const renewed = await browser.csrf(CLIENT_LOGIN);
        expect(renewed).not.toBe(csrf);
        expect(browser.cookies.get(CSRF)).toBe(renewed);
        await advance(50 * 60);
        await expectPassed(await browser.post(CLIENT_LOGIN, { csrf: renewed, ...CREDENTIALS }));
      });
    });
  }
});
