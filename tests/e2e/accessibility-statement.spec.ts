import { expect, test } from "./support/test";
import { CLIENT_QUERY } from "./support/login";

// Issue 25: the accessibility statement, from the footer of any page and back to the login.
test("the footer's 'Accessibilità' opens the statement, which leads back to the login", async ({ page }) => {
  await page.goto(`/auth/client_login?${CLIENT_QUERY}`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibilità" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dichiarazione di accessibilità" })).toBeVisible();
  await expect(page).toHaveTitle("Area Riservata - Dichiarazione di accessibilità");
  await expect(page.getByRole("heading", { level: 2, name: "Segnala un problema" })).toBeVisible();
  await page.getByRole("link", { name: "Torna al login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
});
