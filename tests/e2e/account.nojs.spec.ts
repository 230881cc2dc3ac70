import { expect, test } from "@playwright/test";
import { freshAccount } from "./support/fresh";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn } from "./support/login";
import { openWithSession, Status } from "./support/session";

// The account area's smoke journey without JavaScript (issue 41): a status page reached by a login the
// browser posts itself. Each status page's content is proven in route/account.test.ts.
test("a blocked account, logging in, lands on /account/blocked with its ways out", async ({ page, request }) => {
  const { email } = await freshAccount(request, "blocked");
  await page.goto(CLIENT_LOGIN);
  await logIn(page, email);
  await expect(page).toHaveURL(`/account/blocked?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Account bloccato" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", CLIENT_LOGIN);
});

test.describe("temporary block, without JavaScript", () => {
  test("the page asks to refresh itself when the block ends", async ({ page }) => {
    await openWithSession(page, "/account/temporary-blocked", { status: Status.temporaryBlocked, temporaryBlockSeconds: 90 });
    const refresh = await page.locator('noscript').first().innerHTML();
    expect(refresh).toMatch(/http-equiv="refresh" content="(89|90)"/);
  });
});
