import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, PASSWORD, startApp, type Started } from "./support/server";

const QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const LOGIN = `/auth/client_login?${QUERY}`;
const EMAIL_SELECTION = `/pending-operation/email-selection?${QUERY}`;

/** An ambiguous login (one mobile, two accounts): the screen that asks which e-mail. */
async function ambiguousLogin(browser: Browser): Promise<void> {
  const csrf = await browser.csrf(LOGIN);
  const response = await browser.post(LOGIN, { csrf, username: "3409999999", prefix: "+39", password: PASSWORD });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toContain("/pending-operation/email-selection");
}

/** Issue 11 item 7, against the started server. */
describe("the ambiguous-login password (Dev)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev");
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("a replayed cookie cannot log in again with the carried password", async () => {
    const browser = new Browser(server.baseUrl);
    await ambiguousLogin(browser);
    const csrf = await browser.csrf(EMAIL_SELECTION);
    const captured = new Map(browser.cookies);

    const first = await browser.post(EMAIL_SELECTION, { csrf, email: "laura.fontana@example.com" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("https://parcheggi.example.it/");

    // The attacker replays the cookies captured before the login, with their token.
    const replay = new Browser(server.baseUrl);
    replay.cookies = captured;
    const second = await replay.post(EMAIL_SELECTION, { csrf, email: "laura.fontana@example.com" });
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).not.toBe("https://parcheggi.example.it/");
    expect(second.headers.get("location")).toBe(LOGIN);
  });

  it("the session and the CSRF cookie are replaced on login; nothing of the earlier flow survives", async () => {
    const browser = new Browser(server.baseUrl);
    await ambiguousLogin(browser);
    const before = browser.cookies.get("ar_session");
    const csrf = await browser.csrf(EMAIL_SELECTION);
    const csrfBefore = browser.cookies.get("ar_csrf");
    const response = await browser.post(EMAIL_SELECTION, { csrf, email: "davide.fontana@example.com" });
    expect(response.status).toBe(303);
    const setCookies = response.headers.getSetCookie();
    const replaced = setCookies.find((line) => line.startsWith("ar_csrf="))?.split(";", 1)[0]?.slice("ar_csrf=".length);
    expect(csrfBefore).toBeTruthy();
    expect(replaced).toMatch(/^[\w-]{22}\.\d{10}\.[\w-]{22}$/);
    expect(replaced).not.toBe(csrfBefore);
    expect(browser.cookies.get("ar_session")).not.toBe(before);
    // The fresh session no longer opens the ambiguous-login screen.
    const again = await browser.get(EMAIL_SELECTION);
    expect(again.status).toBe(302);
  });

  it("a browser sending the header that once named a request scope (decision 125) still gets its own context: its login rotates its cookies", async () => {
    const browser = new Browser(server.baseUrl);
    const csrf = await browser.csrf(LOGIN);
    const csrfBefore = browser.cookies.get("ar_csrf");
    // Scope ids were small counters; since decision 153 the header means nothing to the server.
    const forged = { "x-area-riservata-scope": "1, 2, 3" };
    const response = await browser.post(LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD }, forged);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://parcheggi.example.it/");
    expect(browser.cookies.get("ar_csrf")).not.toBe(csrfBefore);
  });
});
