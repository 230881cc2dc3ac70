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
