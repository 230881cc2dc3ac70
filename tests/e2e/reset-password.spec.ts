import { expect, test, type Page } from "@playwright/test";


// The reset-password area's smoke journey, in both projects: without JavaScript the browser posts the form
// natively. The form's refusals, the link from the login and the success page without a login are proven
// in tests/route/reset-password.test.ts (issue 41).

const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const SUCCESS_TITLE = "Controlla la tua e-mail";

async function askReset(page: Page, email: string): Promise<void> {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Invia" }).click();
}


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
  await page.reload();
});
