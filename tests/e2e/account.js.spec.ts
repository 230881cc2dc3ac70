import { expect, test } from "@playwright/test";
import { openWithSession, pauseClock, Status } from "./support/session";

test.describe("temporary block, with JavaScript", () => {
  test("ticks every second and enables 'Invia di nuovo' at zero", async ({ page }) => {
    const secondsShown = async () => {
      const [mm, ss] = ((await page.locator(".countdown__value").textContent()) ?? "").split(":").map(Number);
      return (mm ?? 0) * 60 + (ss ?? 0);
    };
    await page.clock.install();
    await openWithSession(page, "/account/temporary-blocked", { status: Status.temporaryBlocked, temporaryBlockSeconds: 10 });
    await expect(page.locator(".countdown__value")).toHaveText(/^00:(0\d|10)$/);
    await pauseClock(page);
    const before = await secondsShown();
    await page.clock.runFor(2000);
    await expect.poll(secondsShown).toBeLessThanOrEqual(before - 2);
    await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(page.getByRole("link", { name: "Invia di nuovo" })).toBeVisible();
  });
});

