import type { BrowserContext, Page } from "@playwright/test";

export const PASSWORD = "Parcheggio.2026";
export const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
export const CLIENT_LOGIN = `/auth/client_login?${CLIENT_QUERY}`;
export const SSO_QUERY = `returnUrl=${encodeURIComponent("https://parcheggi.example.it/sso")}`;
export const SSO_LOGIN = `/auth/sso-login?${SSO_QUERY}`;

/** The demo client's site is not on this machine's network: the browser gets a stand-in page. */
export async function standInForClient(context: BrowserContext): Promise<void> {
  await context.route("https://parcheggi.example.it/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Parcheggi</title><h1>Sito del cliente</h1>" }),
  );
}

export async function logIn(page: Page, username: string, password = PASSWORD, prefix?: string): Promise<void> {
  await page.getByLabel("E-mail o numero di cellulare").fill(username);
  if (prefix) await page.getByLabel("Prefisso del cellulare").selectOption(prefix);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
}
