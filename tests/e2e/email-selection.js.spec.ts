import { expect, test, type Page } from "@playwright/test";
import { CLIENT_QUERY, logIn, SSO_QUERY } from "./support/login";

const AMBIGUOUS_MOBILE = "3409999999";


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
  await page.reload();

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
