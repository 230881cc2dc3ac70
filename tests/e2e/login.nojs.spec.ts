import { expect, test } from "@playwright/test";
import { CLIENT_LOGIN, logIn } from "./support/login";

// The login area's smoke journey without JavaScript (issue 41): the browser posts the form natively,
// with its own Origin header and form encoding. Every outcome of the login is proven in
// route/login.test.ts, which submits the page's own form.
test("the demo login posted by the browser itself lands on the client's site", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  // Always there without JavaScript (issue 12).
  await expect(page.getByLabel("Prefisso del cellulare")).toHaveValue("+39");
  await logIn(page, "mario.rossi@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/");
  await expect(page.getByRole("heading", { level: 1, name: "Sito del cliente" })).toBeVisible();
});
