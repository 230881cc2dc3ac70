import { expect, test } from "@playwright/test";
import { CLIENT_LOGIN, PASSWORD } from "./support/login";
import { hydrated } from "./support/session";

// Only with JavaScript (a .js.spec.ts file): without it the browser's own loading indicator is the
// pending state, and a second press is the browser's business.


test("the pending state: the button says so, is aria-disabled and a second press posts nothing", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  // The enhanced form is what is under test: a press before hydration posts natively, past the route.
  await hydrated(page);
  let posts = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/auth/client_login.data*", async (route) => {
    posts += 1;
    await held;
    await route.continue();
  });
  await page.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@example.com");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  const pending = page.getByRole("button", { name: "Accesso in corso…" });
  await expect(pending).toHaveAttribute("aria-disabled", "true");
  // Playwright refuses to click what is aria-disabled, as a careful user would: force the tap, and the Enter.
  await pending.click({ force: true });
  await page.keyboard.press("Enter");
  expect(posts).toBe(1);
  release();
  await expect(page).toHaveURL("https://parcheggi.example.it/");
  expect(posts).toBe(1);
});
