import { expect, test, type Page } from "@playwright/test";
import { CLIENT_LOGIN, logIn, PASSWORD } from "./support/login";

// Issue 21: a lost anti-forgery cookie costs one more press, never the form; every refusal the server
// makes is the branded card with what happened, what to do, a way back and the help links.

test("a login posted after the anti-forgery cookie is lost says the page expired, keeps the username, and the second press logs in", async ({ page, context }) => {
  // Two posts and a scan of the page in between: more than the default 30 s on a shared machine.
  test.setTimeout(60_000);
  await page.goto(CLIENT_LOGIN);
  await context.clearCookies({ name: "ar_csrf" });
  await logIn(page, "mario.rossi@example.com");

  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("La pagina è scaduta per sicurezza. Abbiamo conservato i dati inseriti, tranne le password: premi di nuovo il pulsante per inviarli.");
  await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveValue("mario.rossi@example.com");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL("https://parcheggi.example.it/");
});

/** Adds a field larger than the server's 16 KB cap to the login form, as a tampered page could. */
async function oversize(page: Page): Promise<void> {
  await page.locator("form").first().evaluate((form) => {
    const filler = document.createElement("input");
    filler.type = "hidden";
    filler.name = "filler";
    filler.value = "x".repeat(20_000);
    form.append(filler);
  });
}

test("an oversized form is answered with the branded refusal: logo, what happened, what to do, a way back and help", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(CLIENT_LOGIN);
  await page.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Sbagliata.2026");
  await oversize(page);
  const answer = page.waitForResponse((response) => response.status() === 413);
  await page.getByRole("button", { name: "Accedi" }).click();
  const response = await answer;
  expect(response.headers()["cache-control"]).toBe("no-store");

  const card = page.getByRole("main");
  await expect(card.getByRole("img", { name: "Parcheggi — Area Riservata" })).toBeVisible();
  await expect(card.getByRole("heading", { level: 1, name: "Richiesta troppo grande" })).toBeVisible();
  await expect(card.getByText("I dati inviati superano la dimensione che possiamo accettare.")).toBeVisible();
  await expect(card.getByText("Torna alla pagina, controlla i dati inseriti e riprova.")).toBeVisible();
  await expect(card.getByRole("link", { name: /^Numero verde / })).toHaveAttribute("href", "tel:800123456");
  await expect(card.getByRole("link", { name: /Scrivi all'assistenza/ })).toBeVisible();
  // The help links are in the card once: the footer keeps what the card does not say (Privacy).
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /^Numero verde / })).toBeHidden();
  await expect(page).toHaveTitle("Area Riservata - Richiesta troppo grande");

  const back = card.getByRole("link", { name: "Torna indietro" });
  await expect(back).toHaveAttribute("href", CLIENT_LOGIN);
  await back.click();
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
});
