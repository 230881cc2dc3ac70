import { expect, test } from "@playwright/test";
import { errorSummary, fieldError } from "./support/checks";
import { CLIENT_QUERY } from "./support/login";
import { fillSignUp, freshMobile, openSignUp, submitSignUp } from "./support/sign-up";

// Issue 21: with JavaScript, the client's checks of sign-up (one phone parser, one error summary); the
// server's answers to the same posts are proven in tests/route/sign-up.test.ts.

test("sign-up takes the mobile as the login's hint spells it, +39 and spaces", async ({ page }) => {
  await openSignUp(page);
  const digits = freshMobile();
  await fillSignUp(page, { mobile: `+39 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` });
  await submitSignUp(page);
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}&fs=1`);
  await expect(page.getByText("Ti abbiamo inviato un codice via SMS al numero")).toContainText(digits.slice(-2));
});

test("sign-up's summary lists every field in error, the upstream's e-mail and password verdicts included", async ({ page }) => {
  test.setTimeout(60_000);
  await openSignUp(page);
  await fillSignUp(page, { firstName: "", email: "mario.rossi@example.com", password: "corta", passwordAgain: "corta", acceptRequiredConsents: false });
  // The checks asked as each box was left have answered.
  await expect(fieldError(page, "Questo indirizzo e-mail è già registrato")).toBeVisible();
  await expect(fieldError(page, "La password non rispetta le regole indicate")).toBeVisible();
  await submitSignUp(page);
  const summary = errorSummary(page);
  await expect(summary).toBeVisible();
  await expect(page).toHaveTitle("Errore: Area Riservata - Crea il tuo account");
  const links = summary.getByRole("link");
  for (const message of ["Inserisci il nome", "Questo indirizzo e-mail è già registrato", "La password non rispetta le regole indicate", /consenso obbligatorio/]) {
    await expect(links.filter({ hasText: message })).toHaveCount(1);
  }
  // One item per field in error, as many as the messages shown at the fields.
  await expect(links).toHaveCount(await page.locator(".field__error").count());
  await expect(links).toHaveCount(4);
  // The consent's message is short: its long legal label is said once, by the box.
  const consentMessage = await fieldError(page, /consenso obbligatorio/).innerText();
  expect(consentMessage.split(/\s+/).length).toBeLessThanOrEqual(12);
});
