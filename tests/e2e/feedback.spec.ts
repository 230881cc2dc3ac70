import { expect, test } from "@playwright/test";
import { expectCleanScreen } from "./support/checks";

const login = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

// One page walks each case of a group: a context per path cost more than the checks (decision 169).
test.describe("not found", () => {
  test("a path that is no page ends on the 404 page, which keeps the query for its back-to-login button", async ({ page }) => {
    for (const path of ["/nowhere", "/404", "/feedback", "/feedback/", "/account/nowhere/deeper"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/feedback\/404$/);
      await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" }), path).toBeVisible();
      await expect(page.getByText("La pagina non esiste o è stata rimossa"), path).toBeVisible();
      await expect(page, path).toHaveTitle("Area Riservata - Pagina non trovata");
    }

    await page.goto(`/nowhere?${login}`);
    await expect(page).toHaveURL(`/feedback/404?${login}`);
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", `/auth/client_login?${login}`);
  });
});

test.describe("feedback pages", () => {
  const pages = [
    { path: "/feedback/404", heading: "Pagina non trovata" },
    { path: "/feedback/success", heading: "Operazione completata" },
    { path: "/feedback/failure", heading: "Operazione non riuscita" },
    { path: "/feedback/network-error", heading: "Si è verificato un errore", text: /Controlla la connessione a internet.*anti-spam/ },
    { path: "/feedback/generic-error", heading: "Si è verificato un errore", text: /Chiudi l'applicazione e riprova/ },
  ];
  for (const { path, heading, text } of pages) {
    test(`${path} shows its content and is clean`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (text) await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole("link", { name: "Torna al login" })).toHaveCount(0);
      await expectCleanScreen(page, response);
    });
  }

  test("generic-error offers a tap-to-call helpline", async ({ page }) => {
    await page.goto("/feedback/generic-error");
    await expect(page.getByRole("main").getByRole("link", { name: /numero verde/ })).toHaveAttribute("href", "tel:800123456");
  });

  test("the way on follows the query: an allow-listed sr, a returnUrl, a redirect without client", async ({ page }) => {
    await page.goto(`/feedback/success?sr=${encodeURIComponent("https://parcheggi.example.it/area")}&${login}`);
    await expect(page.getByRole("link", { name: "Continua" })).toHaveAttribute("href", "https://parcheggi.example.it/area");
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveCount(0);

    const query = `returnUrl=${encodeURIComponent("https://parcheggi.example.it/sso")}`;
    await page.goto(`/feedback/failure?${query}`);
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", `/auth/sso-login?${query}`);

    await page.goto(`/feedback/failure?redirect=${encodeURIComponent("https://parcheggi.example.it/")}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveCount(0);
  });

  test("a hostile sr is never rendered as a link", async ({ page }) => {
    for (const hostile of ["https://evil.example/", "//evil.example", "javascript:alert(1)", "https://parcheggi.example.it@evil.example/"]) {
      await page.goto(`/feedback/success?sr=${encodeURIComponent(hostile)}`);
      await expect(page.getByRole("heading", { level: 1 }), hostile).toBeVisible();
      await expect(page.getByRole("link", { name: "Continua" }), hostile).toHaveCount(0);
      expect(await page.content(), hostile).not.toContain("evil.example\"");
    }
  });
});
