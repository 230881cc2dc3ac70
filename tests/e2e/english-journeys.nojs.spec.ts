import { expect, test, type Page, type Response } from "@playwright/test";
import { CLIENT_SITE, expectClientSite, fieldError } from "./support/checks";
import { freshAccount, freshAccounts, type FreshAccount } from "./support/fresh";
import { CLIENT_LOGIN, CLIENT_QUERY, PASSWORD } from "./support/login";
import { lastOutboxId, newestCode, newestMessage, randomDigits, wrongCode } from "./support/reference-api";
import { fillSignUp } from "./support/sign-up";

// Issue 25: every e2e journey walked at least once in English, each the twin of its Italian test
// (pending-operations, confirm-mobile, email-selection, sign-up-finalization, login and account specs)
// with the words of app/copy/en/**. Each starts at the login with an account of its own (decision
// 152) and ends where the Italian one does. Without JavaScript only: the markup both projects share
// (the scans are the route layer's, issue 41). The consents, change-password, confirm-email,
// inactive, blocked and closing journeys are route tests now (route/english-journeys.test.ts).
test.use({ locale: "en-GB" });
// A login, several screens, codes read from the outbox: a minute, not half.
test.describe.configure({ timeout: 60_000 });

const CLIENT_SITE_SR = `sr=${encodeURIComponent(CLIENT_SITE)}`;

/** The English login, as a customer fills it (support/login.ts's logIn, in English). */
async function logIn(page: Page, username: string, password = PASSWORD, prefix?: string): Promise<void> {
  await page.getByLabel("Email address or mobile number").fill(username);
  if (prefix) await page.getByLabel("Mobile country code").selectOption(prefix);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The login page opened from the client, in English and clean. */
async function openLogin(page: Page): Promise<void> {
  const response = await page.goto(CLIENT_LOGIN);
  await expectEnglishScreen(page, "Sign in", { response });
}

/**
 * The screen in English: its heading, its title ("Error: " first once a post was refused), lang="en",
 * and axe and HTML validation clean. On a loaded machine a scan takes seconds: each screen is scanned
 * where the journey arrives, and a refused form only where the journey has the time (the Italian tests
 * scan every refused state, whose markup is the same in both languages).
 */
async function expectEnglishScreen(
  page: Page,
  heading: string,
  { refused = false }: { response?: Response | null; refused?: boolean; scan?: boolean } = {},
) {
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${refused ? "Error: " : ""}Account area - ${heading}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

/** As confirm-mobile masks a number: prefix, first 3 and last 2 digits. */
function masked(account: Pick<FreshAccount, "prefix" | "mobile">): string {
  const { mobile } = account;
  return `${account.prefix} ${mobile.slice(0, 3)}${"*".repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}

/** The code of the newest SMS to `to`, which is the English one. */
async function englishSmsCode(page: Page, to: string, after = 0): Promise<string> {
  const sms = await newestMessage(page.request, "sms", to, after);
  const code = /^Parcheggi: your verification code is (\d{6})\./.exec(sms.body)?.[1];
  expect(code, sms.body).toBeDefined();
  return code!;
}

test("needInsertPhone: a mobile is added, confirmed with the (English) SMS code, then the client", async ({ page, request }) => {
  const { email } = await freshAccount(request, "needInsertPhone");
  await openLogin(page);
  await logIn(page, email);
  await expect(page).toHaveURL(`/pending-operation/migration/need-insert-phone?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Add your mobile number");
  await expect(page.getByLabel("Mobile country code")).toHaveValue("+39");

  const number = page.getByLabel("Mobile number", { exact: true });
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(fieldError(page, "Enter your mobile number")).toBeVisible();
  await expectEnglishScreen(page, "Add your mobile number", { refused: true, scan: false });
  // Another account's number: refused next to the field in the upstream's words, which it writes in
  // the caller's language (Culture: en-GB), what was typed kept.
  await number.fill("3401234567");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(fieldError(page, "This mobile number is already registered: sign in or use a different number")).toBeVisible();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveValue("3401234567");

  const mobile = `349${randomDigits(7)}`;
  await number.fill(mobile);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL(`/pending-operation/migration/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page.getByText("We have sent you a code by text message.")).toBeVisible();
  await expectEnglishScreen(page, "Verify your mobile number");
  await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", CLIENT_LOGIN);
  // The migration's way to choose another number, and back.
  await page.getByRole("link", { name: "Change mobile number" }).click();
  await expect(page).toHaveURL(`/pending-operation/migration/select-mobile?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Change mobile number");
  await page.getByRole("link", { name: "Back to verifying your number" }).click();
  await expect(page).toHaveURL(`/pending-operation/migration/confirm-mobile?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Verify your mobile number", { scan: false });

  const code = await englishSmsCode(page, `+39${mobile}`);
  await page.getByLabel("Enter the 6-digit code").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectClientSite(page);
});

/** Login → account/unconfirmed → "Complete your registration" → confirm-mobile, in English. */
async function openConfirmMobile(page: Page, account: FreshAccount): Promise<void> {
  await openLogin(page);
  await logIn(page, account.email);
  await expect(page).toHaveURL(`/account/unconfirmed?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Account awaiting confirmation");
  await page.getByRole("link", { name: "Complete your registration" }).click();
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Verify your mobile number");
  await expect(page.getByText(`We have sent a code by text message to ${masked(account)}`)).toBeVisible();
}

test("needConfirmPhone: account/unconfirmed → confirm-mobile → change-mobile → the new number's SMS code → the client", async ({ page, request }) => {
  const account = await freshAccount(request, "needConfirmPhone");
  await openConfirmMobile(page, account);
  // The login's SMS, in English.
  await englishSmsCode(page, `${account.prefix}${account.mobile}`);

  await page.getByRole("link", { name: "Change mobile number" }).click();
  await expect(page).toHaveURL(`/pending-operation/change-mobile?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Change mobile number");
  await expect(page.getByText(`Current number: ${masked(account)}`)).toBeVisible();
  await expect(page.getByLabel("Mobile country code")).toHaveValue("+39");

  const number = page.getByLabel("New mobile number");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(fieldError(page, "Enter your new mobile number")).toBeVisible();
  await expectEnglishScreen(page, "Change mobile number", { refused: true, scan: false });
  // The upstream's refusal shows next to the number, which is kept, in its words for an English caller.
  await number.fill(account.mobile);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(fieldError(page, "The new number is the same as the current one")).toBeVisible();
  await expect(number).toHaveValue(account.mobile);
  await expect(number).toHaveAttribute("aria-invalid", "true");

  const changed = { ...account, mobile: `348${randomDigits(7)}` };
  await number.fill(`${changed.mobile.slice(0, 3)} ${changed.mobile.slice(3)}`);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page.getByText("We have sent a code to your new number.")).toBeVisible();
  await expect(page.getByText(`We have sent a code by text message to ${masked(changed)}`)).toBeVisible();
  // A new send starts the 60 s lock again: without JavaScript, the clock time of the next one.
  await expect(page.getByText(/You can request a new code at \d\d:\d\d\./)).toBeVisible();
  // Scanned on the way in (openConfirmMobile); its toast, on the migration's confirm-mobile.
  await expectEnglishScreen(page, "Verify your mobile number", { scan: false });

  const code = await englishSmsCode(page, `${changed.prefix}${changed.mobile}`);
  await page.getByLabel("Enter the 6-digit code").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectClientSite(page);
});

test("ambiguous: the mobile shared by two accounts → email-selection → the second account's e-mail → the client", async ({ page, request }) => {
  const [, second] = await freshAccounts(request, "ambiguous");
  await openLogin(page);
  await logIn(page, second!.mobile, PASSWORD, second!.prefix);
  await expect(page).toHaveURL(`/pending-operation/email-selection?${CLIENT_QUERY}`);
  await expect(page.getByText(`The mobile number ${second!.prefix} ${second!.mobile} is linked to more than one account.`)).toBeVisible();
  const field = page.getByLabel("Account email address");
  await expect(field).toHaveAttribute("autocomplete", "email");
  await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", CLIENT_LOGIN);
  // The screen as the server renders it on its own, without the post that led here.
  await expectEnglishScreen(page, "Choose your account", { response: await page.reload() });

  // An address that is none of the number's accounts: said at the field, what was typed kept.
  await field.fill("nobody@example.com");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    fieldError(page, "This email address does not match any of the accounts linked to the mobile number. Check the address and try again."),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "There is a problem" }).getByRole("link", { name: /This email address does not match/ })).toBeVisible();
  await expect(field).toHaveValue("nobody@example.com");
  await expectEnglishScreen(page, "Choose your account", { refused: true });

  await field.fill(second!.email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectClientSite(page);
});

test("thin: the sign-up with the thin mobile → root → SMS code → e-mail → e-mail code → password → success page → the client", async ({ page, request }) => {
  const thin = await freshAccount(request, "thin");
  const email = `thin.${Date.now()}.${randomDigits(6)}@example.com`;
  // The form's scans are the route layer's (issue 41); the journey's minute goes to the screens after it.
  await page.goto(`/sign-up?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Create your account", { scan: false });
  await fillSignUp(page, { firstName: "Emma", lastName: "Clarke", email, prefix: thin.prefix, mobile: thin.mobile }, "en");
  await page.getByRole("button", { name: "Create an account", exact: true }).click();

  await expect(page).toHaveURL(`/sign-up-finalization?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Complete your registration");
  const summary = page.locator("dl.summary");
  await expect(summary).toContainText("Emma Clarke");
  await expect(summary).toContainText(email);
  await expect(summary).toContainText(`${thin.prefix} ${thin.mobile}`);

  const before = await lastOutboxId(request);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`);
  await expect(page.getByText("We have sent you a code by text message. You can request 4 more codes.")).toBeVisible();
  await expectEnglishScreen(page, "Verify your mobile number");
  await expect(page.getByText(`We have sent a code by text message to ${masked(thin)}`)).toBeVisible();
  // A wrong code's English refusal: the temporary-block journey below.
  const code = await englishSmsCode(page, `${thin.prefix}${thin.mobile}`, before);
  await page.getByLabel("Enter the 6-digit code").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();

  await expect(page).toHaveURL(`/sign-up-finalization/select-email?${CLIENT_QUERY}`);
  await expect(page.getByText("Mobile number verified.")).toBeVisible();
  await expectEnglishScreen(page, "Enter your email address");
  const emailField = page.getByLabel("Email address", { exact: true });
  await expect(emailField).toHaveValue(email);
  // A demo account's address is taken: the upstream's USED_EMAIL at the field, in sign-up's words.
  await emailField.fill("mario.rossi@example.com");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(fieldError(page, "This email address is already registered: sign in or reset your password")).toBeVisible();
  await expect(page).toHaveURL(`/sign-up-finalization/select-email?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Enter your email address", { refused: true, scan: false });
  const beforeMail = await lastOutboxId(request);
  await emailField.fill(email);
  await page.getByRole("button", { name: "Send code" }).click();

  await expect(page).toHaveURL(`/sign-up-finalization/confirm-email-pin?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Confirm your email address");
  await expect(page.getByText(`We have sent a 6-digit code to ${email}`)).toBeVisible();
  const mail = await newestMessage(request, "email", email, beforeMail);
  expect(mail.subject).toBe("Confirm your email address");
  const { code: mailCode } = await newestCode(request, "email", email, beforeMail);
  await page.getByLabel("Code from the email").fill(mailCode);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();

  await expect(page).toHaveURL(`/sign-up-finalization/set-password?${CLIENT_QUERY}&fsf=1`);
  await expectEnglishScreen(page, "Choose your password");
  await expect(page.getByText("8 to 64 characters")).toBeVisible();
  const password = page.getByLabel("New password", { exact: true });
  const again = page.getByLabel("Repeat your new password", { exact: true });
  await expect(password).toHaveAttribute("autocomplete", "new-password");
  await password.fill("Juventus1!");
  await again.fill("Juventus1!");
  await page.getByRole("button", { name: "Complete your registration" }).click();
  await expect(fieldError(page, "This password is one of the most common and easiest to guess: choose a different one.")).toBeVisible();
  await expectEnglishScreen(page, "Choose your password", { refused: true, scan: false });
  await password.fill("Nuova.Password.2026");
  await again.fill("Nuova.Password.2026");
  await page.getByRole("button", { name: "Complete your registration" }).click();

  await expect(page).toHaveURL(`/sign-up-finalization/feedback/success?${CLIENT_SITE_SR}`);
  await expectEnglishScreen(page, "Registration complete");
  await page.getByRole("link", { name: "Continue" }).click();
  await expectClientSite(page);
});

test("temporary block: five wrong SMS codes after signing in → account/temporary-blocked; signing in again lands there too", async ({ page, context, request }) => {
  const account = await freshAccount(request, "needConfirmPhone");
  await openConfirmMobile(page, account);
  const code = await englishSmsCode(page, `${account.prefix}${account.mobile}`);
  const wrong = wrongCode(code);
  const codeField = page.getByLabel("Enter the 6-digit code");

  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(fieldError(page, "Enter the code")).toBeVisible();
  await codeField.fill("12ab");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(fieldError(page, "The code must be 6 digits")).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  for (const left of ["4 attempts left", "3 attempts left", "2 attempts left", "1 attempt left"]) {
    await codeField.fill(wrong);
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(fieldError(page, `The code is incorrect: ${left}.`)).toBeVisible();
  }
  await codeField.fill(wrong);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();

  await expect(page).toHaveURL(`/account/temporary-blocked?${CLIENT_QUERY}`);
  await expectTemporarilyBlocked(page);

  // A new visit: the login itself is answered with the block.
  await context.clearCookies();
  await openLogin(page);
  await logIn(page, account.email);
  await expect(page).toHaveURL(`/account/temporary-blocked?${CLIENT_QUERY}`);
  await expectTemporarilyBlocked(page);
});

/** The temporary block's page in English: its words, a 15-minute countdown, no resend yet. */
async function expectTemporarilyBlocked(page: Page): Promise<void> {
  await expectEnglishScreen(page, "Temporarily blocked");
  await expect(page.getByText("Your account is temporarily blocked")).toBeVisible();
  await expect(page.locator("time.countdown__value")).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole("button", { name: "Send again" })).toBeDisabled();
}
