import { expect, test } from "@playwright/test";
import { openWithSession, Status } from "./support/session";

test.describe("temporary block, without JavaScript", () => {
  test("the page asks to refresh itself when the block ends", async ({ page }) => {
    await openWithSession(page, "/account/temporary-blocked", { status: Status.temporaryBlocked, temporaryBlockSeconds: 90 });
    const refresh = await page.locator('noscript').first().innerHTML();
    expect(refresh).toMatch(/http-equiv="refresh" content="(89|90)"/);
  });
});
