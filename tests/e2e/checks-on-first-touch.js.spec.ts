import { expect, test } from "@playwright/test";
import { fieldError } from "./support/checks";
import { CLIENT_LOGIN } from "./support/login";
import { hydrated } from "./support/session";

// Decision 155: a form's checks load on its first touch. If they never arrive, pressing the button
// still answers: the post goes and the server's own refusal shows at the field, the typed value kept.
test("the login's checks never arriving: the server judges the post, the message at the field, the username kept", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  await hydrated(page);
  const scripts: string[] = [];
  await page.route("**/*.js", (route) => {
    scripts.push(route.request().url());
    return route.abort();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(fieldError(page, /Inserisci un'e-mail valida/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveValue("mario.rossi@");
  // The checks were asked for and refused; the server was asked instead.
  expect(scripts.length).toBeGreaterThan(0);
  expect(posts.length).toBe(1);
});
