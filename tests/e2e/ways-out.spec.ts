import { expect, test } from "@playwright/test";
import { expectCleanScreen } from "./support/checks";
import { CLIENT_QUERY } from "./support/login";
import { openWithSession, Status } from "./support/session";

// Issue 25 item 4: a screen that names a way forward links to it.
test("account/closing offers the new account it speaks of, with the login's query", async ({ page }) => {
  const response = await openWithSession(page, `/account/closing?${CLIENT_QUERY}`, { status: Status.closing });
  await expect(page.getByRole("heading", { level: 1, name: "Account in chiusura" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Crea un nuovo account" })).toHaveAttribute("href", `/sign-up?${CLIENT_QUERY}`);
  await expectCleanScreen(page, response);
  await page.getByRole("link", { name: "Crea un nuovo account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Crea il tuo account" })).toBeVisible();
});

// Issue 25 item 4: the pending operations a customer may not finish now (a code that never arrives, a
// consent to think about) each offer the login again, with the login's query. One test per screen: each
// scans its page, which without JavaScript takes a second browser context.
const pendingScreens: Array<[path: string, status: number, heading: string]> = [
  ["/pending-operation/confirm-email", Status.unconfirmed, "Conferma il tuo indirizzo e-mail"],
  ["/pending-operation/need-accept-consents", Status.needAcceptConsents, "Consensi"],
  ["/pending-operation/confirm-consents", Status.needAcceptConsents, "Consensi"],
  ["/pending-operation/change-password", Status.needChangePassword, "Scegli una nuova password"],
  ["/pending-operation/migration/need-insert-phone", Status.unconfirmed, "Aggiungi il tuo numero di cellulare"],
];
for (const [path, status, heading] of pendingScreens) {
  test(`${path} offers 'Torna al login', with the login's query`, async ({ page }) => {
    const response = await openWithSession(page, `${path}?${CLIENT_QUERY}`, { status });
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const back = page.getByRole("link", { name: "Torna al login" });
    await expect(back).toHaveAttribute("href", `/auth/client_login?${CLIENT_QUERY}`);
    // confirm-consents is need-accept-consents' module: that one's scan covers both; it is the one
    // whose link is followed instead.
    if (path !== "/pending-operation/confirm-consents") return expectCleanScreen(page, response);
    await back.click();
    await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  });
}
