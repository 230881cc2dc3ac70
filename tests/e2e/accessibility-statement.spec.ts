import { expect, test } from "./support/test";
import { CLIENT_QUERY } from "./support/login";

// Issue 25: the accessibility statement, from the footer of any page and back to the login.
test("the footer's 'Accessibilità' opens the statement, which leads back to the login", async ({ page }) => {
  await page.goto(`/auth/client_login?${CLIENT_QUERY}`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibilità" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dichiarazione di accessibilità" })).toBeVisible();
  await expect(page).toHaveTitle("Area Riservata - Dichiarazione di accessibilità");
  await expect(page.getByRole("heading", { level: 2, name: "Feedback e recapiti" })).toBeVisible();
  await page.getByRole("link", { name: "Torna al login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
});

// Issue 42 item 8: its sections' headings were as large as the page's own.
for (const [locale, title] of [["it-IT", "Dichiarazione di accessibilità"], ["en-GB", "Accessibility statement"]] as const) {
  test.describe(`the statement's headings (${locale})`, () => {
    test.use({ locale });
    test("each section's heading reads smaller than the page's", async ({ page }) => {
      await page.goto("/accessibility");
      const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
      const h1 = await page.getByRole("heading", { level: 1, name: title }).evaluate(size);
      const sections = page.getByRole("heading", { level: 2 });
      await expect(sections).toHaveCount(5);
      for (const h2 of await sections.all()) expect(await h2.evaluate(size)).toBeLessThan(h1);
    });
  });
}
