import { expect, test } from "@playwright/test";
import { CLIENT_LOGIN } from "./support/login";
import { THROTTLED_URL } from "./support/servers";

// Issue 12: a post refused for too many attempts (429) is the branded page in the card, with the wait
// in minutes, a way back and Retry-After. The suite's own server allows thousands of posts a minute, so
// this file uses one that allows one sensitive post a minute (playwright.config.ts starts it). Both
// projects post to it: whichever posts second in a minute meets the refusal at once.

const origin = THROTTLED_URL;

test("too many login attempts show the branded 429 page with the wait in minutes and a way back", async ({ page }) => {
  // Up to four posts and a scan: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const refused = page.waitForResponse((response) => response.status() === 429);
  // The first post of the minute passes (a wrong password); a later one is refused.
  for (let attempt = 0; attempt < 4 && !(await page.getByRole("heading", { name: "Troppe richieste" }).isVisible()); attempt += 1) {
    await page.goto(`${origin}${CLIENT_LOGIN}`);
    await page.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Sbagliata.2026");
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.waitForLoadState("load");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
  }
  const response = await refused;
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  expect(response.headers()["cache-control"]).toBe("no-store");

  const card = page.getByRole("main");
  await expect(card.getByRole("heading", { level: 1, name: "Troppe richieste" })).toBeVisible();
  await expect(card.getByText(/^Potrai riprovare tra [12] minut[oi]\.$/)).toBeVisible();
  await expect(card.getByRole("link", { name: /^Numero verde / })).toHaveAttribute("href", "tel:800123456");
  const back = card.getByRole("link", { name: "Torna indietro" });
  await expect(back).toHaveAttribute("href", CLIENT_LOGIN);
  await back.click();
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
});
