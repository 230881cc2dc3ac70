import { expect, test } from "@playwright/test";
import { openWithSession, pauseClock, Status } from "./support/session";

test.describe("temporary block, with JavaScript", () => {
  test("ticks every second and enables 'Invia di nuovo' at zero", async ({ page }) => {
    await page.clock.install();
    await openWithSession(page, "/account/temporary-blocked", { status: Status.temporaryBlocked, temporaryBlockSeconds: 3 });
    await expect(page.locator(".countdown__value")).toHaveText(/^00:0[23]$/);
    await pauseClock(page);
    const before = await page.locator(".countdown__value").textContent();
    await page.clock.runFor(1000);
    await expect(page.locator(".countdown__value")).not.toHaveText(before ?? "");
    await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
    await page.clock.runFor(3000);
    await expect(page.getByRole("link", { name: "Invia di nuovo" })).toBeVisible();
  });
});

