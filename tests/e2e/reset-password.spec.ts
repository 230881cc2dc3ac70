import { expect, test, type Page } from "@playwright/test";
import { expectCleanScreen } from "./support/checks";

const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const SUCCESS_TITLE = "Controlla la tua e-mail";

async function askReset(page: Page, email: string): Promise<void> {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Invia" }).click();
}

test("the login's link opens a clean reset-password form that keeps the query", async ({ page }) => {
  await page.goto(`/auth/client_login?${CLIENT_QUERY}`);
  await page.getByRole("link", { name: "Hai dimenticato la password?" }).click();
  await expect(page).toHaveURL(`/reset-password?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Recupera la password" })).toBeVisible();
  await expect(page).toHaveTitle("Area Riservata - Recupera la password");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("autocomplete", "email");
  await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", `/auth/client_login?${CLIENT_QUERY}`);
  const response = await page.reload();
  await expectCleanScreen(page, response);
});

test("a known and an unknown e-mail get the same success page", async ({ page }) => {
  const seen: { heading: string; text: string }[] = [];
  for (const email of ["mario.rossi@example.com", "nobody@example.com"]) {
    await page.goto(`/reset-password?${CLIENT_QUERY}`);
    await askReset(page, email);
    await expect(page).toHaveURL(`/reset-password/feedback/success?${CLIENT_QUERY}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(SUCCESS_TITLE);
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", `/auth/client_login?${CLIENT_QUERY}`);
    seen.push({ heading: await heading.innerText(), text: await page.locator("main").innerText() });
  }
  expect(seen[1]).toEqual(seen[0]);
  const response = await page.reload();
  await expectCleanScreen(page, response);
});

test("the success page offers back-to-login only when the query names a login", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("link", { name: "Torna al login" })).toHaveCount(0);
  await askReset(page, "nobody@example.com");
  await expect(page).toHaveURL("/reset-password/feedback/success");
  await expect(page.getByRole("heading", { level: 1, name: SUCCESS_TITLE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Torna al login" })).toHaveCount(0);
});

test("an invalid e-mail gets the Italian message next to the field, value kept", async ({ page }) => {
  await page.goto(`/reset-password?${CLIENT_QUERY}`);
  await askReset(page, "mario.rossi@example");
  const field = page.getByLabel("E-mail", { exact: true });
  await expect(field).toHaveAccessibleDescription("Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it");
  await expect(field).toHaveValue("mario.rossi@example");
  await expect(page).toHaveURL(`/reset-password?${CLIENT_QUERY}`);
  await expectCleanScreen(page);
});

test("an empty e-mail is asked for", async ({ page }) => {
  await page.goto("/reset-password");
  await askReset(page, "");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription("Inserisci l'e-mail");
});
