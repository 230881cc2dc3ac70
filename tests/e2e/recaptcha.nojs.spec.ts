import { expect, test } from "@playwright/test";
import { expectHelpInCard } from "./support/checks";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn, PASSWORD } from "./support/login";
import { RECAPTCHA_URL } from "./support/servers";
import { fillSignUp, openSignUp, submitSignUp } from "./support/sign-up";

// Issue 21 item 1, decision 140: with a site key, a post without Google's token (JavaScript off, or
// Google's script blocked) still goes to the upstream, which here refuses it as a real one does. The
// customer gets the same form back, in the card, saying what happened and what to do, with what they
// typed (never a password) and the ways to reach a person.
test.use({ baseURL: RECAPTCHA_URL });

const REFUSED = /Non siamo riusciti a completare la verifica di sicurezza/;

test.beforeEach(async ({ context }) => {
  // An extension, a firewall or a slow link: Google's script never runs (without JavaScript it never would).
  await context.route("https://www.google.com/**", (route) => route.abort());
});

test("a login without Google's token comes back as the login form with the reCAPTCHA message", async ({ page }) => {
  const response = await page.goto(CLIENT_LOGIN);
  // The page still asks for Google's script, which the CSP allows.
  expect(response!.headers()["content-security-policy"]).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  await logIn(page, "mario.rossi@example.com", PASSWORD);
  await expect(page.getByRole("main").getByText(REFUSED)).toBeVisible();
  await expect(page).toHaveURL(CLIENT_LOGIN);
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveValue("mario.rossi@example.com");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByText(/Attiva JavaScript/)).toHaveCount(0);
  await expectHelpInCard(page);
});

test("reset-password without Google's token claims no success: the form again, the e-mail kept", async ({ page }) => {
  await page.goto(`/reset-password?${CLIENT_QUERY}`);
  await page.getByLabel("E-mail", { exact: true }).fill("chiara.lombardi@example.com");
  await page.getByRole("button", { name: "Invia" }).click();
  await expect(page.getByRole("main").getByText(REFUSED)).toBeVisible();
  await expect(page).toHaveURL(`/reset-password?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Recupera la password" })).toBeVisible();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("chiara.lombardi@example.com");
  await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", CLIENT_LOGIN);
  await expect(page.getByRole("link", { name: /^Numero verde / }).first()).toBeVisible();
});

test("sign-up without Google's token keeps everything typed but the passwords", async ({ page }) => {
  // A long form typed field by field, then axe on it: twice a short test's time on a loaded machine.
  test.setTimeout(60_000);
  await openSignUp(page);
  const filled = await fillSignUp(page);
  await submitSignUp(page);
  await expect(page.getByRole("main").getByText(REFUSED).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Crea il tuo account" })).toBeVisible();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(filled.email);
  await expect(page.getByLabel("Numero di cellulare", { exact: true })).toHaveValue(filled.mobile);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Ripeti la password", { exact: true })).toHaveValue("");
  await expect(page.getByRole("link", { name: /^Numero verde / }).first()).toBeVisible();
});
