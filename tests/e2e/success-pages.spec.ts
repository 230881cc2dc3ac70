import { expect, test } from "@playwright/test";
import { expectCleanScreen } from "./support/checks";

// Issue 25 item 6: a success page reached without `sr` and without a login's query is no dead end: it
// offers the parking site (SITE_URL; in Test, the first allowed redirect origin).
const SITE = "https://parcheggi.example.it/";

for (const path of ["/sign-up/feedback/success", "/sign-up-finalization/feedback/success"]) {
  test(`${path} without sr or a login's query offers the parking site`, async ({ page }) => {
    const response = await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Registrazione completata" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Vai al sito dei parcheggi" })).toHaveAttribute("href", SITE);
    await expect(page.getByRole("link", { name: "Continua" })).toHaveCount(0);
    await expectCleanScreen(page, response);
  });
}
