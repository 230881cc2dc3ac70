import { expect, test, type Page } from "@playwright/test";
import { errorSummary, fieldError } from "./support/checks";
import { CLIENT_LOGIN, logIn } from "./support/login";
import { freshAccount } from "./support/fresh";
import { hydrated } from "./support/session";
import { fillSignUp, openSignUp, submitSignUp } from "./support/sign-up";

// Issue 21, what only JavaScript adds to a form: the show-password buttons, a summary link that brings
// its field's label into view, and the checks that run while the customer types.


/** Every show-password button of the page has a name of its own, saying which password it shows. */
async function expectShowButtonsNamed(page: Page, expected: string[]): Promise<void> {
  const buttons = page.getByRole("button", { name: /^Mostra/ });
  await expect(buttons).toHaveCount(expected.length);
  for (const [index, name] of expected.entries()) await expect(buttons.nth(index)).toHaveAccessibleName(name);
  await buttons.first().click();
  await expect(page.getByRole("button", { name: expected[0]!.replace(/^Mostra/, "Nascondi") })).toHaveAttribute("aria-pressed", "true");
}

test("sign-up's show-password buttons say which password they show", async ({ page }) => {
  await openSignUp(page);
  await expectShowButtonsNamed(page, ["Mostra la password", "Mostra la password ripetuta"]);
});

test("change-password's show-password buttons say which password they show", async ({ page, request }) => {
  // An account of this test's own that owes a new password, as elena.marino (decision 152).
  const { email } = await freshAccount(request, "needChangePassword");
  await page.goto(CLIENT_LOGIN);
  await logIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Scegli una nuova password" })).toBeVisible();
  await expectShowButtonsNamed(page, ["Mostra la nuova password", "Mostra la nuova password ripetuta"]);
});

test("after a refused login the emptied password stays calm while the username is corrected", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  // The enhanced form is under test: a press before hydration posts natively, and the new page's
  // hydration may then land between the test's keys.
  await hydrated(page);
  await logIn(page, "mario.rossi@example.com", "Sbagliata.2026");
  await expect(page.getByRole("alert")).toHaveText("Impossibile accedere: username o password errata");
  await hydrated(page);
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveValue("");
  await page.getByLabel("E-mail o numero di cellulare").press("End");
  await page.getByLabel("E-mail o numero di cellulare").pressSequentially("x");
  await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveValue("mario.rossi@example.comx");
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
  await expect(fieldError(page, "Inserisci la password")).toHaveCount(0);
  // A submit judges it again.
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(fieldError(page, "Inserisci la password")).toBeVisible();
});

test("a summary link focuses its field and brings its label and message into view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openSignUp(page);
  await fillSignUp(page, { acceptRequiredConsents: false, passwordAgain: "Diversa.2026" });
  await submitSignUp(page);
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Le due password non coincidono" }).click();
  await expect(page.getByLabel("Ripeti la password", { exact: true })).toBeFocused();
  await expect(page.locator("label", { hasText: /^Ripeti la password$/ })).toBeInViewport();
  await expect(fieldError(page, "Le due password non coincidono")).toBeInViewport();
  await summary.scrollIntoViewIfNeeded();
  await summary.getByRole("link", { name: /consenso obbligatorio/ }).click();
  await expect(page.getByRole("checkbox", { name: /Dichiaro di aver letto/ })).toBeFocused();
  await expect(page.getByRole("group", { name: "Consensi" }).locator("legend")).toBeInViewport();
});
