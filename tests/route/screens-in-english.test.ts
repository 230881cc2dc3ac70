import { describe, expect, it } from "vitest";
import * as en from "../../app/copy/en";
import { AccountStatus } from "../../app/flow/account-status";
import { Browser, heading, withClient } from "./support/browser";
import { routeApp } from "./support/harness";

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
