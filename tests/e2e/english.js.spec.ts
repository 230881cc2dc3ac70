import { expect, test, type Page } from "@playwright/test";
import { freshAccount } from "./support/fresh";
import { CLIENT_LOGIN, CLIENT_QUERY } from "./support/login";
import { newestCode, newestMessage } from "./support/reference-api";
import { fillSignUp } from "./support/sign-up";

// Issue 25, decision 164: a foreign driver whose browser asks for English meets every screen of the
// journeys in English; the upstream is asked in English too (its SMS, e-mails and consent texts). With
// JavaScript here; without it, the route layer (route/language.test.ts, route/login.test.ts) and
// english-journeys.nojs.spec.ts.
test.use({ locale: "en-GB" });

const CLIENT_SITE = "https://parcheggi.example.it/";

async function expectEnglishScreen(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`Account area - ${title}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("login: a customer signs in in English; a wrong password is refused in English above the form", async ({ page, request }) => {
  const account = await freshAccount(request, "active");
  await page.goto(CLIENT_LOGIN);
  await expectEnglishScreen(page, "Sign in");
  await expect(page.getByRole("link", { name: "Forgotten your password?" })).toHaveAttribute("href", `/reset-password?${CLIENT_QUERY}`);

  await page.getByLabel("Email address or mobile number").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong.Password.2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Could not sign in: the email address, mobile number or password is incorrect");
  await expect(page.getByLabel("Email address or mobile number")).toHaveValue(account.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(CLIENT_SITE);
  await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
});

test("reset-password: the request and its answer in English, and the e-mail too", async ({ page, request }) => {
  const account = await freshAccount(request, "active");
  await page.goto(CLIENT_LOGIN);
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page).toHaveURL(`/reset-password?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Reset your password");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(`/reset-password/feedback/success?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Check your email");
  const mail = await newestMessage(request, "email", account.email);
  expect(mail.subject).toBe("Your temporary password");
  expect(mail.body).toContain("Temporary password:");
});

test("sign-up and its SMS code: a new customer creates an account in English and reaches the client", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto(`/sign-up?${CLIENT_QUERY}`);
  await expectEnglishScreen(page, "Create your account");
  const { mobile } = await fillSignUp(page, { firstName: "Emma", lastName: "Clarke" }, "en");
  const required = page.getByRole("group", { name: "Consents" }).getByRole("checkbox", { name: /\(required\)/ });
  await expect(required.first()).toHaveAccessibleName(/I have read the privacy notice.*\(required\)/);
  await page.getByRole("button", { name: "Create an account", exact: true }).click();

  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}&fs=1`);
  await expectEnglishScreen(page, "Verify your mobile number");
  await expect(page.getByText("We have sent a code by text message to")).toContainText(mobile.slice(-2));
  const sms = await newestMessage(request, "sms", `+39${mobile}`);
  expect(sms.body).toContain("your verification code is");
  const { code } = await newestCode(request, "sms", `+39${mobile}`);
  await page.getByLabel("Enter the 6-digit code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/sign-up\/feedback\/success\?.*sr=/);
  await expectEnglishScreen(page, "Registration complete");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(CLIENT_SITE);
});

test("the footer's link reads the same page in Italian, and back in English, the query kept", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  await page.getByRole("contentinfo").getByRole("link", { name: "Italiano" }).click();
  await expect(page).toHaveURL(CLIENT_LOGIN);
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(CLIENT_LOGIN);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});
