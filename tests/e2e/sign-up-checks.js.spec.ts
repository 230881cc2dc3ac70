import { expect, test } from "@playwright/test";

import { CLIENT_QUERY, PASSWORD } from "./support/login";
import { hydrated } from "./support/session";
import { openSignUp } from "./support/sign-up";

// Only with JavaScript (the .js.spec.ts files run in the js project alone): the upstream's checks on
// blur and the password rules ticked live. Without JavaScript the same verdicts come with the submit.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "ra_test_sign_up_fields", value: "all", url: baseURL! }]);
});

test("with JavaScript, the upstream's verdict on the e-mail appears when the field is left", async ({ page }) => {
  test.setTimeout(60_000);
  await openSignUp(page, CLIENT_QUERY);
  // The checks on blur are the enhanced page's: a box left before hydration is not checked.
  await hydrated(page);
  await page.getByLabel("E-mail", { exact: true }).fill("mario.rossi@example.com");
  await page.getByLabel("Ripeti l'e-mail").focus();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(/Questo indirizzo e-mail è già registrato/);
  await page.getByLabel("Password", { exact: true }).fill("corta");
  await expect(page.getByText("da 8 a 64 caratteri (non ancora rispettata)")).toBeAttached();
  await page.getByLabel("Ripeti la password").focus();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/La password non rispetta le regole indicate/);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByText("da 8 a 64 caratteri (rispettata)")).toBeAttached();
});
