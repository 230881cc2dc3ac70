import { expect, test } from "@playwright/test";

test("without JavaScript the no-cookies page refreshes itself after 3 seconds", async ({ page }) => {
  await page.goto("/feedback/no-cookies");
  expect(await page.locator("noscript").first().innerHTML()).toContain('http-equiv="refresh" content="3; url=/feedback/no-cookies?check=1"');
});
