import { expect, test } from "@playwright/test";
import { CLIENT_LOGIN, logIn } from "./support/login";


// Issue 13: the login page is kept per URL and filled per answer; a kept page must work as a rendered
// one, with JavaScript and without, with this browser's own token and nonce.
test("a login page served from the page cache logs in", async ({ page, request }) => {
  // Other browsers have opened the same URL twice: it is kept from here on.
  for (const _ of [1, 2]) expect((await request.get(CLIENT_LOGIN)).ok()).toBe(true);
  const response = await page.goto(CLIENT_LOGIN);
  expect(response?.headers()["server-timing"]).toContain("page-cache");
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  const token = await page.locator('input[name="csrf"]').getAttribute("value");
  const cookie = (await page.context().cookies()).find((item) => item.name === "ar_csrf");
  expect(token).toBe(cookie?.value);
  await logIn(page, "mario.rossi@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/");
  await expect(page.getByRole("heading", { level: 1, name: "Sito del cliente" })).toBeVisible();
});
