import { describe, expect, it } from "vitest";
import { Browser, fieldError, heading, linkTo, PASSWORD, pageText, withClient, type Page } from "./support/browser";
import { signUpFields } from "./support/sign-up";
import { routeApp } from "./support/harness";

// Issue 25, decision 164: journeys without JavaScript walked in English, each the twin of an Italian
// route test (pending-operation.test.ts, login.test.ts, account.test.ts), the page's own form submitted
// (issue 41: were e2e english-journeys.nojs.spec.ts). The demo accounts walked change state: this
// file's reference API is its own.
const app = routeApp();

const CLIENT_LOGIN = withClient("/auth/client_login");
const CLIENT_SITE = "https://parcheggi.example.it/";

const titleOf = (page: Page) => /<title>([^<]*)<\/title>/.exec(page.html)?.[1];

/** The screen in English: its heading, its title ("Error: " first once a post was refused), lang="en". */
function expectEnglish(page: Page, title: string, refused = false): void {
  expect(heading(page)).toBe(title);
  expect(titleOf(page)).toBe(`${refused ? "Error: " : ""}Account area - ${title}`);
  expect(page.html).toMatch(/<html lang="en"/);
}

/** An English browser signed in as `username` through the login's own form; the screen it lands on. */
async function signedIn(username: string, landing: string, after = ""): Promise<{ browser: Browser; page: Page }> {
  const browser = new Browser(app(), { "accept-language": "en-GB" });
  const login = await browser.get(CLIENT_LOGIN);
  expectEnglish(login, "Sign in");
  const answer = await browser.submit(login, { fill: { username, password: PASSWORD } });
  expect(answer.location).toBe(`${withClient(landing)}${after}`);
  return { browser, page: await browser.follow(answer) };
}

describe("in English, without JavaScript", () => {
  it("needAcceptRequiredConsents: refused while the required consent is unticked, then accepted, then the client", async () => {
    const { browser, page } = await signedIn("marco.ricci@example.com", "/pending-operation/need-accept-consents");
    expectEnglish(page, "Consents");
    // The upstream's consent texts, asked in English.
    expect(pageText(page)).toMatch(/I have read the privacy notice.*\(required\)/);
    const refused = await browser.submit(page, { press: "Confirm and continue" });
    expect(refused.status).toBe(400);
    expectEnglish(refused, "Consents", true);
    expect(pageText(refused)).toContain("To continue, you must accept the required consent");
    const accepted = await browser.submit(refused, { press: "Confirm and continue", fill: { consents: "PRIVACY" } });
    expect(accepted.status).toBe(303);
    expect(accepted.location).toBe(CLIENT_SITE);
  });

  it("needChangePassword: a mismatch, a common and the current password refused at their fields, then a new one, then the client", async () => {
    const { browser, page } = await signedIn("elena.marino@example.com", "/pending-operation/change-password");
    expectEnglish(page, "Choose a new password");
    expect(pageText(page)).toContain("8 to 64 characters");
    const mismatch = await browser.submit(page, { fill: { password: "Sosta.2026!Ab", passwordAgain: "Sosta.2026!Abx" } });
    expectEnglish(mismatch, "Choose a new password", true);
    expect(fieldError(mismatch, "passwordAgain")).toBe("The two passwords do not match");
    const common = await browser.submit(mismatch, { fill: { password: "Qwerty123!", passwordAgain: "Qwerty123!" } });
    expect(fieldError(common, "password")).toBe("This password is one of the most common and easiest to guess: choose a different one.");
    const reused = await browser.submit(common, { fill: { password: PASSWORD, passwordAgain: PASSWORD } });
    expect(fieldError(reused, "password")).toBe("Your new password must be different from your current one");
    const changed = await browser.submit(reused, { fill: { password: "Sosta.2026!Ab", passwordAgain: "Sosta.2026!Ab" } });
    expect(changed.status).toBe(303);
    expect(changed.location).toBe(CLIENT_SITE);
  });

  it.each([
    { username: "giulia.bianchi@example.com", path: "/account/blocked", title: "Account blocked", says: "Your account is blocked" },
    { username: "luca.verdi@example.com", path: "/account/closing", title: "Account being closed", says: "Your account is being closed" },
  ])("$username signs in and lands on $path, in English, with its ways out", async ({ username, path, title, says }) => {
    const { page } = await signedIn(username, path);
    expectEnglish(page, title);
    expect(pageText(page)).toContain(says);
    const card = page.html.slice(page.html.indexOf("<main"), page.html.indexOf("</main>"));
    expect(card).toContain('href="tel:800123456"');
    expect(card).toContain('href="mailto:assistenza@parcheggi.example.it"');
    expect(linkTo(page, "Back to sign in")).toBe(CLIENT_LOGIN);
  });

  it("sign-up and its SMS code: a new customer creates an account in English and reaches the client (was english.spec.ts without JavaScript)", async () => {
    const browser = new Browser(app(), { "accept-language": "en-GB" });
    const form = await browser.get(withClient("/sign-up"));
    expectEnglish(form, "Create your account");
    const fields = signUpFields({ firstName: "Emma", lastName: "Clarke" });
    const answer = await browser.submit(form, { press: "Create an account", fill: fields });
    expect(answer.location).toBe(`${withClient("/pending-operation/confirm-mobile")}&fs=1`);
    const confirm = await browser.follow(answer);
    expectEnglish(confirm, "Verify your mobile number");
    expect(pageText(confirm)).toContain("We have sent a code by text message to");
    const sms = (await app().outbox()).find((message) => message.to === `+39${fields.mobileNumber}`);
    const code = /your verification code is (\d{6})/.exec(sms?.body ?? "")?.[1];
    expect(code, sms?.body).toBeDefined();
    const confirmed = await browser.submit(confirm, { press: "Confirm", fill: { code: code! } });
    expect(confirmed.location).toMatch(/^\/sign-up\/feedback\/success\?.*sr=/);
    const done = await browser.follow(confirmed);
    expectEnglish(done, "Registration complete");
    expect(linkTo(done, "Continue")).toBe(CLIENT_SITE);
  });

  it("needConfirmEmail: a wrong code, “I have opened the link” too early, then the code from the newest (English) e-mail, the success page", async () => {
    const { browser, page } = await signedIn("sara.conti@example.com", "/pending-operation/confirm-email", "&fs=1");
    expectEnglish(page, "Confirm your email address");
    expect(pageText(page)).toContain("We have sent an email with a 6-digit code and a link to sara.conti@example.com");
    const newestCode = async () => {
      const mail = (await app().outbox()).find((message) => message.to === "sara.conti@example.com");
      expect(mail?.subject).toBe("Confirm your email address");
      return /your code to confirm your email address is (\d{6})/i.exec(mail!.body)![1]!;
    };
    const code = await newestCode();
    const wrong = await browser.submit(page, { press: "Confirm", fill: { code: code === "000000" ? "111111" : "000000" } });
    expect(fieldError(wrong, "code")).toBe("The code is incorrect: 4 attempts left.");
    const early = await browser.submit(wrong, { press: "I have opened the link" });
    const again = early.location ? await browser.follow(early) : early;
    expect(pageText(again)).toContain("Your address is not confirmed yet: we have sent you a new email.");
    const fresh = await newestCode();
    const confirmed = await browser.submit(again, { press: "Confirm", fill: { code: `${fresh.slice(0, 3)} ${fresh.slice(3)}` } });
    expect(confirmed.location).toMatch(/^\/sign-up\/feedback\/success\?.*sr=/);
    const done = await browser.follow(confirmed);
    expectEnglish(done, "Email address confirmed");
    expect(linkTo(done, "Continue")).toBe(CLIENT_SITE);
  });

  it("inactive: account/inactive → reset-password → the temporary password from the (English) e-mail → sign in → change-password → the client", async () => {
    const { browser, page } = await signedIn("chiara.lombardi@example.com", "/account/inactive");
    expectEnglish(page, "Account inactive");
    const reset = await browser.open(linkTo(page, "Reset your password")!);
    expect(reset.path).toBe(withClient("/reset-password"));
    expectEnglish(reset, "Reset your password");
    const sent = await browser.follow(await browser.submit(reset, { fill: { email: "chiara.lombardi@example.com" } }));
    expectEnglish(sent, "Check your email");
    const mail = (await app().outbox()).find((message) => message.to === "chiara.lombardi@example.com");
    expect(mail?.subject).toBe("Your temporary password");
    const temporary = /Temporary password: (\S+)/.exec(mail!.body)?.[1];
    expect(temporary, mail!.body).toBeDefined();
    expect(linkTo(sent, "Back to sign in")).toBe(CLIENT_LOGIN);
    const login = await browser.get(CLIENT_LOGIN);
    const answer = await browser.submit(login, { fill: { username: "chiara.lombardi@example.com", password: temporary! } });
    expect(answer.location).toBe(withClient("/pending-operation/change-password"));
    const change = await browser.follow(answer);
    expectEnglish(change, "Choose a new password");
    const reused = await browser.submit(change, { fill: { password: temporary!, passwordAgain: temporary! } });
    expect(fieldError(reused, "password")).toBe("Your new password must be different from your current one");
    const changed = await browser.submit(reused, { fill: { password: "Sosta.2026!Cd", passwordAgain: "Sosta.2026!Cd" } });
    expect(changed.location).toBe(CLIENT_SITE);
  });
});
