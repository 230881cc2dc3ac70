import { expect, test, type Page } from "@playwright/test";
import { fillSignUp, openSignUp, submitSignUp } from "./support/sign-up";

// Issue 9, the parking brand's form. With JavaScript: the client's own checks, which the server's words
// match (the server's refusals themselves are proven in tests/route/sign-up.test.ts, issue 41).

async function expectRefused(page: Page): Promise<void> {
  await expect(page).toHaveTitle("Errore: Area Riservata - Crea il tuo account");
  await expect(page.getByRole("heading", { level: 2, name: "C'è un problema" })).toBeVisible();
}

test("a common password, mismatched passwords, an impossible date and an unticked consent: each at its field, values kept but the passwords", async ({ page }) => {
  await openSignUp(page);
  const filled = await fillSignUp(page, {
    // Meets the rules, but is among the most used (decision 160): with JavaScript the on-blur check says so, without it the submit.
    password: "Password1!",
    passwordAgain: "Parcheggio.2027",
    dateOfBirth: { day: "31", month: "2", year: "1990" },
    acceptRequiredConsents: false,
  });
  await submitSignUp(page);
  await expectRefused(page);
  await expect(page.getByText("Le due password non coincidono").first()).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/Questa password è tra le più usate e facili da indovinare: scegline un'altra\./);
  await expect(page.getByText("La data di nascita deve essere una data reale").first()).toBeVisible();
  const date = page.getByRole("group", { name: "Data di nascita" });
  await expect(date.getByLabel("Giorno")).toHaveAttribute("aria-invalid", "true");
  const privacy = page.getByRole("checkbox", { name: /Dichiaro di aver letto/ });
  await expect(privacy).toHaveAccessibleDescription(/Per continuare devi accettare/);
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(filled.firstName);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(filled.email);
  await expect(page.getByLabel("Numero di cellulare", { exact: true })).toHaveValue(filled.mobile);
  await expect(date.getByLabel("Anno")).toHaveValue("1990");
});

test("a date in the future and an age under 18 are refused with their own words", async ({ page }) => {
  await openSignUp(page);
  const nextYear = String(new Date().getFullYear() + 1);
  await fillSignUp(page, { dateOfBirth: { day: "1", month: "1", year: nextYear } });
  await submitSignUp(page);
  await expect(page.getByText("La data di nascita deve essere nel passato").first()).toBeVisible();
  const young = String(new Date().getFullYear() - 10);
  const date = page.getByRole("group", { name: "Data di nascita" });
  await date.getByLabel("Anno").fill(young);
  await page.getByLabel("Password", { exact: true }).fill("Parcheggio.2026");
  await page.getByLabel("Ripeti la password").fill("Parcheggio.2026");
  await submitSignUp(page);
  await expect(page.getByText("Per registrarti devi avere almeno 18 anni").first()).toBeVisible();
});
