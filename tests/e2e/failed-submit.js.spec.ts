import { expect, test, type Page, type Route } from "@playwright/test";

import { CLIENT_LOGIN, CLIENT_QUERY, PASSWORD } from "./support/login";
import { hydrated } from "./support/session";
import { fillSignUp, openSignUp, submitSignUp } from "./support/sign-up";

// Issue 21 (decision 142): with JavaScript, a post that never got an answer (the network) or got a
// 5xx keeps the form, what was typed and an inline message; pressing the button again carries on.
// Only with JavaScript (a .js.spec.ts file): without it the browser's own error page is the behaviour.

// Two posts and an axe scan each, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

const USERNAME = "E-mail o numero di cellulare";
const NETWORK_MESSAGE = /Controlla la connessione a internet e riprova/;
const SERVER_MESSAGE = /Il servizio non risponde/;

/** Answers the first post to the route's action as `fail` does, then lets the next ones through. */
async function failFirstPost(page: Page, action: string, fail: (route: Route) => Promise<void>): Promise<void> {
  let failed = false;
  await page.route(`**${action}.data*`, async (route) => {
    if (route.request().method() !== "POST" || failed) return route.continue();
    failed = true;
    await fail(route);
  });
}

function failureMessage(page: Page, text: RegExp) {
  return page.getByRole("alert").filter({ hasText: text });
}

async function logInWithAFailedFirstPost(page: Page, fail: (route: Route) => Promise<void>, message: RegExp): Promise<void> {
  await page.goto(CLIENT_LOGIN);
  // The enhanced form is what is under test: a press before hydration posts natively, past the route.
  await hydrated(page);
  await failFirstPost(page, "/auth/client_login", fail);
  await page.getByLabel(USERNAME).fill("mario.rossi@example.com");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();

  await expect(failureMessage(page, message)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  await expect(page.getByLabel(USERNAME)).toHaveValue("mario.rossi@example.com");
  // Nothing was refused: the password the customer typed is still there for the retry.
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await expect(page).toHaveTitle("Area Riservata - Accedi");

  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL("https://parcheggi.example.it/");
}

test("a login whose post never leaves keeps the form, and pressing Accedi again logs in", async ({ page }) => {
  await logInWithAFailedFirstPost(page, (route) => route.abort(), NETWORK_MESSAGE);
});

test("a login answered 503 keeps the form, and pressing Accedi again logs in", async ({ page }) => {
  await logInWithAFailedFirstPost(page, (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }), SERVER_MESSAGE);
});

test("the message goes as soon as the post is sent again", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  await hydrated(page);
  await failFirstPost(page, "/auth/client_login", (route) => route.abort("connectionreset"));
  await page.getByLabel(USERNAME).fill("mario.rossi@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Sbagliata.2026");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(failureMessage(page, NETWORK_MESSAGE)).toBeVisible();
  // The second post reaches the server, which refuses the password: its answer alone shows.
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Impossibile accedere: username o password errata" })).toBeVisible();
  await expect(failureMessage(page, NETWORK_MESSAGE)).toHaveCount(0);
});

test("a refusal (4xx) still shows its own page", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  await hydrated(page);
  await failFirstPost(page, "/auth/client_login", (route) => route.fulfill({ status: 403, contentType: "text/plain", body: "Forbidden" }));
  await page.getByLabel(USERNAME).fill("mario.rossi@example.com");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByLabel(USERNAME)).toHaveCount(0);
  await expect(failureMessage(page, NETWORK_MESSAGE)).toHaveCount(0);
});

test("a sign-up answered 502 keeps every box, and pressing Registrati again signs up", async ({ page }) => {
  await openSignUp(page);
  await hydrated(page);
  await failFirstPost(page, "/sign-up", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }));
  const filled = await fillSignUp(page);
  await submitSignUp(page);

  await expect(failureMessage(page, SERVER_MESSAGE)).toBeVisible();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(filled.firstName);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(filled.email);
  await expect(page.getByLabel("Numero di cellulare", { exact: true })).toHaveValue(filled.mobile);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(filled.password);
  await expect(page.getByLabel("Ripeti la password", { exact: true })).toHaveValue(filled.passwordAgain);

  await submitSignUp(page);
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}&fs=1`);
});
