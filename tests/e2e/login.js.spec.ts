import { expect, test } from "@playwright/test";
import { fieldError } from "./support/checks";
import { freshAccount } from "./support/fresh";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn, PASSWORD, SSO_LOGIN } from "./support/login";

// With JavaScript: the login's enhancement and its journeys through the client. What the server
// answers (each outcome, each refusal, the page as rendered) is proven in route/login.test.ts (issue 41).
// paolo.gallo (needConfirmPhone → account/unconfirmed) is walked through in confirm-mobile.spec.ts,
// which owns his state: every login of his sends an SMS and counts against his send limit.

test("the mobile prefix appears once the field holds a phone number (issue 12), Italy first", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  await expect(page.getByLabel("Prefisso del cellulare")).toHaveCount(0);
  await page.getByLabel("E-mail o numero di cellulare").fill("340 123");
  await expect(page.getByLabel("Prefisso del cellulare")).toHaveValue("+39");
  expect(await page.getByLabel("Prefisso del cellulare").locator("option").first().textContent()).toBe("+39 Italia");
});

test.describe("client login outcomes", () => {
  test("mario.rossi lands on the client's redirect", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await logIn(page, "mario.rossi@example.com");
    await expect(page).toHaveURL("https://parcheggi.example.it/");
  });

  test("mario.rossi logs in by mobile with the +39 prefix", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await logIn(page, "340 123 4567", PASSWORD, "+39");
    await expect(page).toHaveURL("https://parcheggi.example.it/");
  });

  test("a wrong password shows the wrong-credentials message and keeps the username, never the password", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await logIn(page, "mario.rossi@example.com", "Sbagliata.2026");
    await expect(page.getByRole("alert")).toHaveText("Impossibile accedere: username o password errata");
    await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveValue("mario.rossi@example.com");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("empty and malformed fields get Italian messages next to them", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(fieldError(page, "Inserisci l'e-mail o il numero di cellulare")).toBeVisible();
    await expect(fieldError(page, "Inserisci la password")).toBeVisible();
    await logIn(page, "mario@", "x");
    await expect(fieldError(page, "Inserisci un'e-mail valida, per esempio nome@esempio.it, oppure un numero di cellulare")).toBeVisible();
    await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveValue("mario@");
    await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveAttribute("aria-invalid", "true");
  });

  // An account of the test's own in giulia.bianchi's state (decision 152).
  test("a blocked account lands on /account/blocked", async ({ page, request }) => {
    const { email } = await freshAccount(request, "blocked");
    await page.goto(CLIENT_LOGIN);
    await logIn(page, email);
    await expect(page).toHaveURL(`/account/blocked?${CLIENT_QUERY}`);
    await expect(page.getByRole("heading", { level: 1, name: "Account bloccato" })).toBeVisible();
  });
});

test("SSO login: mario.rossi lands on the returnUrl", async ({ page }) => {
  await page.goto(SSO_LOGIN);
  await logIn(page, "mario.rossi@example.com");
  await expect(page).toHaveURL("https://parcheggi.example.it/sso");
});
