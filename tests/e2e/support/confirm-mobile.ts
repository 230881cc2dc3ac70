import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { freshAccount } from "./fresh";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn } from "./login";
import { newestCode } from "./reference-api";

// The phone-confirmation screens as a customer owing that confirmation meets them (paolo.gallo's state),
// shared by confirm-mobile.spec and moved-clock.spec.

export type Account = { email: string; prefix: string; mobile: string };

export const CLIENT_SITE = "https://parcheggi.example.it/";

/** An account of this test's own that owes a phone confirmation, as paolo.gallo does (decision 152). */
export const unconfirmedAccount = (request: APIRequestContext) => freshAccount(request, "needConfirmPhone");

/** The newest SMS to a number, newer than `after` when given, polled until the outbox has it. */
export function newestSms(request: APIRequestContext, account: Account, after = 0) {
  return newestCode(request, "sms", `${account.prefix}${account.mobile}`, after);
}

export function masked(account: Account): string {
  return `${account.prefix} ${account.mobile.slice(0, 3)}${"*".repeat(account.mobile.length - 5)}${account.mobile.slice(-2)}`;
}

export const withoutJs = () => test.info().project.use.javaScriptEnabled === false;

/**
 * The resend lock as the page shows it: a ticking mm:ss with JavaScript; without it the clock time
 * when a new code may be asked for, which cannot look frozen (issue 12).
 */
export const resendWait = () => (withoutJs() ? /Potrai richiedere un nuovo codice alle \d\d:\d\d\./ : /Potrai richiedere un nuovo codice tra \d\d:\d\d/);

/** The document a click leads to, when there is one: without JavaScript every navigation loads a page. */
export function documentAt(page: Page, path: string) {
  if (!withoutJs()) return Promise.resolve(null);
  return page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().resourceType() === "document");
}

/** Login → account/unconfirmed → 'Completa la registrazione' → confirm-mobile, query kept all the way. */
export async function openConfirmMobile(page: Page, account: Account) {
  await page.goto(CLIENT_LOGIN);
  await logIn(page, account.email);
  await expect(page).toHaveURL(`/account/unconfirmed?${CLIENT_QUERY}`);
  const arrival = documentAt(page, "/pending-operation/confirm-mobile");
  await page.getByRole("link", { name: "Completa la registrazione" }).click();
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Verifica il numero di cellulare" })).toBeVisible();
  await expect(page).toHaveTitle("Area Riservata - Verifica il numero di cellulare");
  return arrival;
}

export const codeField = (page: Page) => page.getByLabel("Codice ricevuto via SMS");
export const resendButton = (page: Page) => page.getByRole("button", { name: "Invia di nuovo" });

export async function submitCode(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  await page.getByRole("button", { name: "Conferma" }).click();
}

/** The temporary block after five wrong codes (spec §4): its page, a 15-minute countdown, no resend yet. */
export async function expectTemporarilyBlocked(page: Page): Promise<void> {
  await expect(page).toHaveURL(`/account/temporary-blocked?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Blocco temporaneo" })).toBeVisible();
  await expect(page.locator("time.countdown__value")).toHaveText(/^1[45]:\d\d$/);
  await expect(resendButton(page)).toBeDisabled();
}
