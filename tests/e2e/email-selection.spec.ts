import { expect, test, type Page } from "@playwright/test";
import { errorSummary, expectCleanScreen, fieldError } from "./support/checks";
import { CLIENT_QUERY, logIn, SSO_QUERY } from "./support/login";

const AMBIGUOUS_MOBILE = "3409999999";
const WRONG_CREDENTIALS = "Impossibile accedere: username o password errata";


/** Logs in with the mobile shared by two accounts, which leads to email-selection. */
async function loginWithAmbiguousMobile(page: Page, loginPath: string, query: string): Promise<void> {
  await page.goto(`${loginPath}?${query}`);
  await logIn(page, AMBIGUOUS_MOBILE);
  await expect(page).toHaveURL(`/pending-operation/email-selection?${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Scegli il tuo account" })).toBeVisible();
}

async function chooseEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel("E-mail dell'account").fill(email);
  await page.getByRole("button", { name: "Accedi" }).click();
}

test("client login: the ambiguous mobile chooses laura.fontana and lands on the client's redirect", async ({ page }) => {
  await loginWithAmbiguousMobile(page, "/auth/client_login", CLIENT_QUERY);
  await expect(page.getByText("Il numero di cellulare +39 3409999999 è associato a più account.")).toBeVisible();
  await expect(page).toHaveTitle("Area Riservata - Scegli il tuo account");
  await expect(page.getByLabel("E-mail dell'account")).toHaveAttribute("autocomplete", "email");
  await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", `/auth/client_login?${CLIENT_QUERY}`);
  // The screen as the server renders it on its own, without the post that led here.
  const response = await page.reload();
  await expectCleanScreen(page, response);

  await chooseEmail(page, "laura.fontana@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/");
  await expect(page.getByRole("heading", { level: 1, name: "Sito del cliente" })).toBeVisible();
});

test("SSO login: the ambiguous mobile chooses davide.fontana and lands on the returnUrl", async ({ page }) => {
  await loginWithAmbiguousMobile(page, "/auth/sso-login", SSO_QUERY);
  await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", `/auth/sso-login?${SSO_QUERY}`);
  await chooseEmail(page, "davide.fontana@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/sso");
  await expect(page.getByRole("heading", { level: 1, name: "Sito del cliente" })).toBeVisible();
});

test("a wrong e-mail says it is not one of the number's accounts, keeps what was typed, and may be corrected", async ({ page }) => {
  await loginWithAmbiguousMobile(page, "/auth/client_login", CLIENT_QUERY);
  await chooseEmail(page, "nobody@example.com");
  // Issue 12: the password was right; only the e-mail is wrong, and the message says so at the field.
  await expect(fieldError(page, "Questa e-mail non corrisponde a nessuno degli account associati al numero di cellulare.")).toBeVisible();
  await expect(errorSummary(page).getByRole("link", { name: /Questa e-mail non corrisponde/ })).toBeVisible();
  await expect(page.getByText(WRONG_CREDENTIALS)).toHaveCount(0);
  await expect(page.getByLabel("E-mail dell'account")).toHaveValue("nobody@example.com");
  await expect(page).toHaveURL(`/pending-operation/email-selection?${CLIENT_QUERY}`);
  await expectCleanScreen(page);

  await chooseEmail(page, "laura.fontana@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/");
});

test("a malformed e-mail gets the Italian message next to the field, value kept, and the corrected one logs in", async ({ page }) => {
  await loginWithAmbiguousMobile(page, "/auth/client_login", CLIENT_QUERY);
  await chooseEmail(page, "laura.fontana@");
  const field = page.getByLabel("E-mail dell'account");
  await expect(field).toHaveAccessibleDescription("Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it");
  await expect(field).toHaveValue("laura.fontana@");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectCleanScreen(page);
  // Issue 25 item 1: the refusal keeps the password the login left here, so the correction needs no retyping.
  await chooseEmail(page, "laura.fontana@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/");
  await expect(page.getByRole("heading", { level: 1, name: "Sito del cliente" })).toBeVisible();
});

test("an empty e-mail is refused at the field, and the e-mail typed then logs in", async ({ page }) => {
  await loginWithAmbiguousMobile(page, "/auth/client_login", CLIENT_QUERY);
  await chooseEmail(page, "");
  await expect(page.getByLabel("E-mail dell'account")).toHaveAttribute("aria-invalid", "true");
  await chooseEmail(page, "laura.fontana@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/");
  await expect(page.getByRole("heading", { level: 1, name: "Sito del cliente" })).toBeVisible();
});

test("the password is used once: after a successful choice the screen no longer opens", async ({ page }) => {
  await loginWithAmbiguousMobile(page, "/auth/client_login", CLIENT_QUERY);
  await chooseEmail(page, "laura.fontana@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/");
  await page.goto(`/pending-operation/email-selection?${CLIENT_QUERY}`);
  await expect(page).toHaveURL(`/auth/client_login?${CLIENT_QUERY}`);
});

test("opening email-selection without an ambiguous login ends on feedback/generic-error", async ({ page }) => {
  await page.goto("/pending-operation/email-selection");
  await expect(page).toHaveURL("/feedback/generic-error");
  await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" })).toBeVisible();
});

test("opening email-selection without an ambiguous login, with a login query, goes back to that login", async ({ page }) => {
  await page.goto(`/pending-operation/email-selection?${SSO_QUERY}`);
  await expect(page).toHaveURL(`/auth/sso-login?${SSO_QUERY}`);
});
