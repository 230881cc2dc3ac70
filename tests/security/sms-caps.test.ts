import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, PASSWORD, startApp, type Started } from "./support/server";

const QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const at = (path: string) => `${path}?${QUERY}`;

let addresses = 0;
/** A browser from an address of its own: each test's SMS budget starts whole. */
function browserOn(server: Started): Browser {
  addresses += 1;
  return new Browser(server.baseUrl, { "x-forwarded-for": `198.51.100.${100 + addresses}` });
}

/** The same browser (cookies), now from another address. */
function moved(server: Started, browser: Browser): Browser {
  const next = browserOn(server);
  next.cookies = browser.cookies;
  return next;
}

const freshMobile = () => `347${String(randomInt(10_000_000)).padStart(7, "0")}`;
const freshEmail = () => `caps.${Date.now()}.${randomInt(1_000_000)}@example.com`;

/**
 * The auth events the server wrote for one request, by the X-Request-Id it answered with. Logs reach
 * the pipe a little after the answer: the request's own access line, written last, says they are all in.
 */
async function eventsOf(server: Started, response: Response): Promise<string[]> {
  const id = response.headers.get("x-request-id");
  const lines = (text: string) => text.split("\n").filter((line) => id && line.includes(`"requestId":"${id}"`));
  const all = await server.printed((text) => lines(text).some((line) => line.includes('"status":')) && lines(text));
  return all.filter((line) => line.includes('"auth":')).map((line) => /"auth":"([^"]+)"/.exec(line)![1]!);
}

async function postForm(browser: Browser, path: string, fields: Record<string, string>): Promise<Response> {
  const csrf = await browser.csrf(at(path));
  return browser.post(at(path), { csrf, ...fields });
}

async function signUp(browser: Browser, mobile: string, email = freshEmail()): Promise<Response> {
  return postForm(browser, "/sign-up", {
    firstName: "Giovanna",
    lastName: "Esposito",
    "dateOfBirth.day": "14",
    "dateOfBirth.month": "3",
    "dateOfBirth.year": "1988",
    email,
    mobileCountryCode: "+39",
    mobileNumber: mobile,
    password: PASSWORD,
    passwordAgain: PASSWORD,
    consents: "PRIVACY",
  });
}

async function login(browser: Browser, username: string): Promise<Response> {
  return postForm(browser, "/auth/client_login", { username, prefix: "+39", password: PASSWORD });
}

/** Issue 20 item 2: every screen whose post can make the upstream send an SMS spends the caps. */
describe("every SMS-sending screen is counted (Dev)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { TRUST_PROXY: "1" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("sign-up: the new account's confirmation SMS", async () => {
    const response = await signUp(browserOn(server), freshMobile());
    expect(response.headers.get("location")).toContain("/pending-operation/confirm-mobile");
    expect(await eventsOf(server, response)).toContain("sms.spent");
    expect(await eventsOf(server, response)).not.toContain("sms.refunded");
  });

  it("a sign-up the upstream refuses (a registered e-mail) gets its point back", async () => {
    const response = await signUp(browserOn(server), freshMobile(), "mario.rossi@example.com");
    expect(response.status).toBe(200);
    expect(await eventsOf(server, response)).toEqual(expect.arrayContaining(["sms.spent", "sms.refunded"]));
  });

  it("a login the upstream answers with a phone confirmation (it sends the code)", async () => {
    const response = await login(browserOn(server), "paolo.gallo@example.com");
    expect(response.headers.get("location")).toContain("/account/unconfirmed");
    expect(await eventsOf(server, response)).toContain("sms.spent");
  });

  it("a login that sends nothing spends nothing", async () => {
    const response = await login(browserOn(server), "mario.rossi@example.com");
    expect(response.headers.get("location")).toBe("https://parcheggi.example.it/");
    expect(await eventsOf(server, response)).not.toContain("sms.spent");
  });

  it("confirm-mobile's resend and change-mobile", async () => {
    const browser = browserOn(server);
    await login(browser, "paolo.gallo@example.com");
    await browser.get(`/__test/session?clearLocks&next=${encodeURIComponent(at("/pending-operation/confirm-mobile"))}`);
    const resend = await postForm(browser, "/pending-operation/confirm-mobile", { intent: "resend" });
    expect(resend.status).toBe(303);
    expect(await eventsOf(server, resend)).toContain("sms.spent");
    const change = await postForm(browser, "/pending-operation/change-mobile", { mobileCountryCode: "+39", mobileNumber: freshMobile() });
    expect(change.status).toBe(303);
    expect(await eventsOf(server, change)).toContain("sms.spent");
  });

  it("posts with no cookie and no token spend nothing of the number they name", async () => {
    const mobile = freshMobile();
    const stranger = browserOn(server);
    // More posts than the number's hourly budget (5), each refused by the gate before any count.
    for (let index = 0; index < 7; index += 1) {
      const answer = await stranger.post(at("/pending-operation/change-mobile"), { mobileCountryCode: "+39", mobileNumber: mobile });
      expect(answer.status).not.toBe(429);
      expect(answer.headers.get("location") ?? "").not.toContain("confirm-mobile");
    }
    const customer = browserOn(server);
    await login(customer, "paolo.gallo@example.com");
    const change = await postForm(customer, "/pending-operation/change-mobile", { mobileCountryCode: "+39", mobileNumber: mobile });
    expect(change.status).toBe(303);
    expect(change.headers.get("location")).toContain("/pending-operation/confirm-mobile");
  });

  it("the migration: need-insert-phone, its confirm-mobile's resend and its select-mobile", async () => {
    const browser = browserOn(server);
    const logged = await login(browser, "franco.greco@example.com");
    expect(logged.headers.get("location")).toContain("/pending-operation/migration/need-insert-phone");
    const insert = await postForm(browser, "/pending-operation/migration/need-insert-phone", { mobileCountryCode: "+39", mobileNumber: freshMobile() });
    expect(insert.status).toBe(303);
    expect(insert.headers.get("location")).toContain("/pending-operation/migration/confirm-mobile");
    expect(await eventsOf(server, insert)).toContain("sms.spent");
    // The migration's own confirm-mobile and select-mobile send too.
    await browser.get(`/__test/session?clearLocks&next=${encodeURIComponent(at("/pending-operation/migration/confirm-mobile"))}`);
    const resend = await postForm(browser, "/pending-operation/migration/confirm-mobile", { intent: "resend" });
    expect(resend.status).toBe(303);
    expect(await eventsOf(server, resend)).toContain("sms.spent");
    const select = await postForm(browser, "/pending-operation/migration/select-mobile", { mobileCountryCode: "+39", mobileNumber: freshMobile() });
    expect(select.status).toBe(303);
    expect(await eventsOf(server, select)).toContain("sms.spent");
  });

  it("the thin registration: the root's first Continua, select-mobile and verify-mobile's resend", async () => {
    const browser = browserOn(server);
    const started = await signUp(browser, "3355550000");
    expect(started.headers.get("location")).toContain("/sign-up-finalization");
    const root = await postForm(browser, "/sign-up-finalization", {});
    expect(root.status).toBe(303);
    expect(await eventsOf(server, root)).toContain("sms.spent");
    await browser.get(`/__test/session?clearLocks&next=${encodeURIComponent(at("/sign-up-finalization/select-mobile"))}`);
    const select = await postForm(browser, "/sign-up-finalization/select-mobile", { mobileCountryCode: "+39", mobileNumber: "3355550000" });
    expect(await eventsOf(server, select)).toContain("sms.spent");
    await browser.get(`/__test/session?clearLocks&next=${encodeURIComponent(at("/sign-up-finalization/verify-mobile"))}`);
    const resend = await postForm(browser, "/sign-up-finalization/verify-mobile", { intent: "resend" });
    expect(resend.status).toBe(303);
    expect(await eventsOf(server, resend)).toContain("sms.spent");
  });
});

/** Issue 20 item 6: answers that tell whether an e-mail or a number is registered. */
describe("registration look-ups (Dev)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { TRUST_PROXY: "1", PROBES_PER_SESSION_PER_HOUR: "5", PROBES_PER_IP_PER_HOUR: "8" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const check = async (browser: Browser, csrf: string, field: string, value: string) =>
    browser.post(at("/sign-up/check"), { csrf, field, value, prefix: "+39" });

  it("a session may ask about 5 addresses or numbers an hour, then is refused in its own words; passwords are free", async () => {
    const browser = browserOn(server);
    const csrf = await browser.csrf(at("/sign-up"));
    for (let index = 0; index < 5; index += 1) expect((await check(browser, csrf, "email", `probe${index}@example.com`)).status).toBe(200);
    expect((await check(browser, csrf, "password", "Parcheggio.2026")).status).toBe(200);
    const over = await check(browser, csrf, "mobileNumber", "3401234567");
    expect(over.status).toBe(429);
    expect(await over.text()).toContain("Hai controllato molti indirizzi e numeri in poco tempo");
    // A fresh session from the same address has 3 left of the address's 8.
    const again = new Browser(server.baseUrl, browser.headers);
    const token = await again.csrf(at("/sign-up"));
    for (let index = 0; index < 3; index += 1) expect((await check(again, token, "email", `again${index}@example.com`)).status).toBe(200);
    expect((await check(again, token, "email", "again9@example.com")).status).toBe(429);
  });

  it("a sign-up its own checks refuse still hears the upstream about its e-mail, for a look-up; its password is free", async () => {
    const browser = browserOn(server);
    const csrf = await browser.csrf(at("/sign-up"));
    const refused = (fields: Record<string, string>) =>
      browser.post(at("/sign-up"), { csrf, firstName: "", lastName: "Esposito", mobileCountryCode: "+39", password: "corta", passwordAgain: "corta", ...fields });
    const first = await refused({ email: "mario.rossi@example.com", mobileNumber: freshMobile() });
    expect(first.status).toBe(400);
    const page = await first.text();
    expect(page).toContain("Questo indirizzo e-mail è già registrato");
    expect(page).toContain("La password non rispetta le regole indicate");
    // One look-up a post, e-mail and number together: 5 in all, then the session's budget is spent.
    for (let index = 1; index < 5; index += 1) expect((await refused({ email: freshEmail(), mobileNumber: freshMobile() })).status).toBe(400);
    expect((await refused({ email: freshEmail(), mobileNumber: freshMobile() })).status).toBe(429);
    const passwordOnly = await refused({ email: "", mobileNumber: "" });
    expect(passwordOnly.status).toBe(400);
    expect(await passwordOnly.text()).toContain("La password non rispetta le regole indicate");
  });

  it("posts without the gate's cookie and token spend nothing", async () => {
    const stranger = browserOn(server);
    for (let index = 0; index < 10; index += 1) expect((await stranger.post(at("/sign-up/check"), { field: "email", value: "x@example.com" })).status).not.toBe(429);
    const csrf = await stranger.csrf(at("/sign-up"));
    expect((await check(stranger, csrf, "email", "first@example.com")).status).toBe(200);
  });
});

describe("the caps refuse, in their own words (Dev)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { TRUST_PROXY: "1", SMS_PER_IP_PER_HOUR: "1", SMS_PER_NUMBER_PER_HOUR: "1" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("a second SMS from one address is refused for the address", async () => {
    const browser = browserOn(server);
    expect((await signUp(browser, freshMobile())).status).toBe(303);
    const second = await signUp(new Browser(server.baseUrl, browser.headers), freshMobile());
    expect(second.status).toBe(429);
    expect(await second.text()).toContain("Da questa rete sono stati richiesti molti SMS");
  });

  it("a second SMS to one number, spelled another way, is refused for the number", async () => {
    const mobile = freshMobile();
    // Each step from an address of its own, so that only the number's count can refuse.
    const browser = browserOn(server);
    await login(browser, "paolo.gallo@example.com");
    const first = await postForm(moved(server, browser), "/pending-operation/change-mobile", { mobileCountryCode: "+39", mobileNumber: mobile });
    expect(first.status).toBe(303);
    // The same session from a third address (a second login would meet the login's SMS cap, issue 39 item 4).
    const spelled = `+39 ${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;
    const second = await postForm(moved(server, browser), "/pending-operation/change-mobile", { mobileCountryCode: "+39", mobileNumber: spelled });
    expect(second.status).toBe(429);
    expect(await second.text()).toContain("Abbiamo già inviato molti SMS a questo numero");
  });
});

/**
 * Issue 39 item 4: a login of an account whose number is unconfirmed makes the upstream send an SMS to
 * the number it names. The send counts on that number; once its cap is spent, the account's next login,
 * by any of its identifiers and from any address, is answered before the upstream is asked.
 */
describe("logins that send an SMS meet the number's cap (Dev)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { TRUST_PROXY: "1", SMS_PER_NUMBER_PER_HOUR: "2" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const smsTo = async (number: string) => {
    const outbox = (await (await fetch(`${server.baseUrl}/reference-api/outbox.json`)).json()) as { channel: string; to: string }[];
    return outbox.filter((message) => message.channel === "sms" && message.to.replace(/\D/g, "").endsWith(number)).length;
  };

  it("the third login is refused with the wait and the helpline, sends nothing, and the code already sent stays usable", async () => {
    expect((await login(browserOn(server), "paolo.gallo@example.com")).headers.get("location")).toContain("/account/unconfirmed");
    // Past the upstream's 60 s resend lock, so that its second answer sends a new code.
    expect((await fetch(`${server.baseUrl}/__test/clock?advance=61`)).status).toBe(200);
    const second = browserOn(server);
    expect((await login(second, "paolo.gallo@example.com")).headers.get("location")).toContain("/account/unconfirmed");
    expect(await smsTo("3401234571")).toBe(2);
    expect((await fetch(`${server.baseUrl}/__test/clock?advance=61`)).status).toBe(200);
    for (const [browser, username] of [
      [browserOn(server), "paolo.gallo@example.com"],
      [browserOn(server), "PAOLO.GALLO@example.com"],
      [browserOn(server), "340 123 4571"],
    ] as const) {
      const refused = await login(browser, username);
      expect(refused.status).toBe(429);
      const page = await refused.text();
      expect(page).toContain("Abbiamo già inviato molti SMS a questo numero");
      // The helpline as shown: its number's spaces do not break (help-links.tsx).
      expect(page.replaceAll("\u00a0", " ")).toContain("Numero verde 800 123 456");
      expect(page).toContain('href="tel:800123456"');
    }
    expect(await smsTo("3401234571")).toBe(2);
    // The code the last login sent still confirms the number.
    const outbox = (await (await fetch(`${server.baseUrl}/reference-api/outbox.json`)).json()) as { channel: string; to: string; body: string }[];
    const code = /\b(\d{6})\b/.exec(outbox.find((message) => message.channel === "sms" && message.to.endsWith("3401234571"))!.body)![1]!;
    const confirmed = await postForm(second, "/pending-operation/confirm-mobile", { intent: "confirm", code });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("https://parcheggi.example.it/");
  });
});
