import { expect, test } from "@playwright/test";
import { expectCleanScreen } from "./support/checks";
import { openWithSession, Status } from "./support/session";

const pages = [
  { path: "/account/blocked", status: Status.blocked, title: "Account bloccato", text: /Il tuo account è bloccato/ },
  { path: "/account/inactive", status: Status.inactive, title: "Account inattivo", text: /recupera la password: ti invieremo per e-mail una password temporanea/ },
  { path: "/account/closing", status: Status.closing, title: "Account in chiusura", text: /chiusura del tuo account è in corso/ },
  { path: "/account/active", status: Status.active, title: "Account attivo", text: /Il tuo account è attivo/ },
  { path: "/account/closed", status: Status.closed, title: "Account chiuso", text: /Il tuo account è stato chiuso/ },
  { path: "/account/unconfirmed", status: Status.unconfirmed, title: "Account in attesa di conferma", text: /verifica il tuo numero di cellulare/ },
];

for (const { path, status, title, text } of pages) {
  test(`${path} opens for its stored status and is clean`, async ({ page }) => {
    const response = await openWithSession(page, path, { status });
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveTitle(`Area Riservata - ${title}`);
    // Issue 12: every status page offers a way forward: back to login, the helpline and the help desk.
    const card = page.getByRole("main");
    await expect(card.getByRole("link", { name: /numero verde/ })).toHaveAttribute("href", "tel:800123456");
    await expect(card.getByRole("link", { name: /Scrivi all'assistenza/ })).toHaveAttribute("href", "mailto:assistenza@parcheggi.example.it");
    await expect(card.getByRole("link", { name: "Torna al login" })).toBeVisible();
    await expectCleanScreen(page, response);
  });
}

// One page walks the six (decision 169).
test("a status page opened without its status ends on feedback/generic-error", async ({ page }) => {
  for (const { path } of pages) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/feedback/generic-error");
    await expect(page.getByRole("heading", { level: 1, name: "Si è verificato un errore" }), path).toBeVisible();
  }
});

test("a wrong status with a client login in the query goes back to that login", async ({ page }) => {
  const query = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
  await openWithSession(page, "/feedback/success", { status: Status.blocked });
  const response = await page.request.get(`/account/closing?${query}`, { maxRedirects: 0 });
  expect(response.headers().location).toBe(`/auth/client_login?${query}`);
});

test("/account redirects to the start", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/(auth|feedback\/404)/);
});

test("blocked offers back-to-login with the query kept", async ({ page }) => {
  const query = `returnUrl=${encodeURIComponent("https://parcheggi.example.it/sso")}`;
  await openWithSession(page, `/account/blocked?${query}`, { status: Status.blocked });
  await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", `/auth/sso-login?${query}`);
});

test("unconfirmed leads to phone confirmation", async ({ page }) => {
  await openWithSession(page, "/account/unconfirmed?client=parcheggi-web", { status: Status.unconfirmed });
  await expect(page.getByRole("link", { name: "Completa la registrazione" })).toHaveAttribute(
    "href",
    "/pending-operation/confirm-mobile?client=parcheggi-web",
  );
});

test.describe("temporary block", () => {
  test("shows the remaining time as mm:ss with the resend button disabled", async ({ page }) => {
    const response = await openWithSession(page, "/account/temporary-blocked", { status: Status.temporaryBlocked, temporaryBlockSeconds: 125 });
    await expect(page.getByRole("heading", { level: 1, name: "Blocco temporaneo" })).toBeVisible();
    await expect(page.getByText("Utente temporaneamente bloccato")).toBeVisible();
    await expect(page.locator(".countdown__value")).toHaveText(/^02:0[0-5]$/);
    await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
    await expect(page.getByRole("main").getByRole("link", { name: /numero verde/ })).toBeVisible();
    await expectCleanScreen(page, response);
  });

  test("once the block has ended, 'Invia di nuovo' leads to phone confirmation", async ({ page }) => {
    await openWithSession(page, "/account/temporary-blocked?client=parcheggi-web", { status: Status.temporaryBlocked, temporaryBlockSeconds: 0 });
    await expect(page.getByRole("button", { name: "Invia di nuovo" })).toHaveCount(0);
    const link = page.getByRole("link", { name: "Invia di nuovo" });
    await expect(link).toHaveAttribute("href", "/pending-operation/confirm-mobile?client=parcheggi-web");
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/pending-operation/confirm-mobile"));
    await link.click();
    await asked;
  });

  test("without the stored status it ends on feedback/generic-error", async ({ page }) => {
    await page.goto("/account/temporary-blocked");
    await expect(page).toHaveURL("/feedback/generic-error");
  });
});

