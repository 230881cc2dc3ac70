import { describe, expect, it } from "vitest";
import * as en from "../../app/copy/en";
import { AccountStatus } from "../../app/flow/account-status";
import { Browser, freshEmail, freshMobile, heading, PASSWORD, withClient, type Page } from "./support/browser";
import { routeApp } from "./support/harness";
import { signUp } from "./support/sign-up";

// Issue 41 point 3: every screen is scanned in both languages (scans.test.ts), from what route tests
// reach. These reach, in English, the screens whose route tests walk them in Italian: each answers
// with lang="en" and the English copy's heading, so a screen that fell back to Italian fails here.
const app = routeApp();

const english = () => new Browser(app(), { "accept-language": "en-GB,en;q=0.9" });

async function expectEnglish(browser: Browser, path: string, title: string): Promise<void> {
  const page = await browser.get(withClient(path));
  expect(page.status, path).toBe(200);
  expect(/<html\b[^>]*\blang="([^"]+)"/.exec(page.html)?.[1], path).toBe("en");
  expect(heading(page), path).toBe(title);
}

describe("the screens in English", () => {
  it.each([
    ["/account/temporary-blocked", { status: AccountStatus.temporaryBlocked, temporaryBlockSeconds: 600 }, en.account.temporaryBlocked.title],
    ["/account/blocked", { status: AccountStatus.blocked }, en.account.blocked.title],
    ["/account/unconfirmed", { status: AccountStatus.unconfirmed }, en.account.unconfirmed.title],
    ["/account/closing", { status: AccountStatus.closing }, en.account.closing.title],
    ["/pending-operation/confirm-email", { status: AccountStatus.unconfirmed }, en.confirmEmail.title],
    ["/pending-operation/confirm-consents", { status: AccountStatus.needAcceptConsents }, en.consents.title],
    ["/pending-operation/change-password", { status: AccountStatus.needChangePassword }, en.changePassword.title],
    ["/pending-operation/migration/need-insert-phone", { status: AccountStatus.unconfirmed }, en.insertPhone.title],
  ] as const)("%s, in the session's state", async (path, state, title) => {
    const browser = english();
    await browser.session(state);
    await expectEnglish(browser, path, title);
  });

  it.each([
    ["/sign-up", en.signUp.title],
    ["/sign-up/feedback/success", en.signUpSuccess.title],
    ["/accessibility", en.accessibility.title],
    ["/feedback/no-cookies", en.feedback.noCookies.title],
  ])("%s", async (path, title) => {
    await expectEnglish(english(), path, title);
  });
});

const langOf = (page: Page) => /<html\b[^>]*\blang="([^"]+)"/.exec(page.html)?.[1];

/** The code of the newest message sent to `to`, in whichever language it was written. */
async function lastCode(to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await app().outbox()).find((one) => one.to === to)?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Follows a form's 303 to the screen it names, and checks it is that screen, in English. */
async function reached(browser: Browser, answer: Page, title: string): Promise<Page> {
  expect(answer.status, `${answer.path} → ${answer.location} ${answer.status === 303 ? "" : heading(answer)}`).toBe(303);
  const page = await browser.follow(answer);
  expect(langOf(page)).toBe("en");
  expect(heading(page)).toBe(title);
  return page;
}

describe("the journeys' screens in English", () => {
  it("a new account's phone: confirm-mobile, then change-mobile", async () => {
    const browser = english();
    const answer = await signUp(browser, { mobileNumber: freshMobile() });
    await reached(browser, answer, en.confirmMobile.title);
    await expectEnglish(browser, "/pending-operation/change-mobile", en.changeMobile.title);
  });

  it("an ambiguous mobile's login: email-selection", async () => {
    const browser = english();
    const login = await browser.get(withClient("/auth/client_login"));
    await reached(browser, await browser.submit(login, { fill: { username: "340 999 9999", password: PASSWORD } }), en.emailSelection.title);
  });

  it.each([
    [(): string => freshMobile(), en.signUpFinalization.unassociatedFailure.title],
    [(): string => "3401234567", en.signUpFinalization.associatedFailure.title],
  ])("select-mobile, and a number it cannot complete", async (mobile, title) => {
    const browser = english();
    await signUp(browser, { firstName: "Teresa", lastName: "Sottile", mobileNumber: "3355550000" });
    const form = await browser.get(withClient("/sign-up-finalization/select-mobile"));
    expect(langOf(form)).toBe("en");
    expect(heading(form)).toBe(en.signUpFinalization.selectMobile.title);
    await reached(browser, await browser.submit(form, { fill: { mobileNumber: mobile() } }), title);
  });

  // Last: the thin registration of design §6 can be completed once, and this file's reference API is its own.
  it("the thin registration, step by step, to its success", async () => {
    const browser = english();
    const thin = "3355550000";
    await reached(browser, await signUp(browser, { firstName: "Teresa", lastName: "Sottile", mobileNumber: thin }), en.signUpFinalization.root.title);
    const root = await browser.get(withClient("/sign-up-finalization"));
    const verify = await reached(browser, await browser.submit(root, { press: en.signUpFinalization.root.submit }), en.signUpFinalization.verifyMobile.title);
    const selectEmail = await reached(browser, await browser.submit(verify, { fill: { code: await lastCode(`+39${thin}`) }, press: en.signUpFinalization.verifyMobile.submit }), en.signUpFinalization.selectEmail.title);
    const email = freshEmail();
    const pin = await reached(browser, await browser.submit(selectEmail, { fill: { email }, press: en.signUpFinalization.selectEmail.submit }), en.signUpFinalization.confirmEmailPin.title);
    const password = await reached(browser, await browser.submit(pin, { fill: { code: await lastCode(email) }, press: en.signUpFinalization.confirmEmailPin.submit }), en.signUpFinalization.setPassword.title);
    await reached(browser, await browser.submit(password, { fill: { password: "Nuova.Password.2026", passwordAgain: "Nuova.Password.2026" }, press: en.signUpFinalization.setPassword.submit }), en.signUpFinalizationSuccess.title);
  });
});
