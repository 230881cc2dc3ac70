import type { Page } from "@playwright/test";

export const PASSWORD = "Parcheggio.2026";
export const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
export const CLIENT_LOGIN = `/auth/client_login?${CLIENT_QUERY}`;
export const SSO_QUERY = `returnUrl=${encodeURIComponent("https://parcheggi.example.it/sso")}`;
export const SSO_LOGIN = `/auth/sso-login?${SSO_QUERY}`;

export async function logIn(page: Page, username: string, password = PASSWORD, prefix?: string): Promise<void> {
  await page.getByLabel("E-mail o numero di cellulare").fill(username);
  if (prefix) await page.getByLabel("Prefisso del cellulare").selectOption(prefix);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
}
