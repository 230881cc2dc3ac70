import { expect, test } from "@playwright/test";
import { CLIENT_QUERY } from "./support/login";
import { newestCode } from "./support/reference-api";
import { fillSignUp, openSignUp, submitSignUp } from "./support/sign-up";

// Issue 9: the sign-up area's smoke journey, in both projects: without JavaScript the browser posts the
// form natively (its own Origin header and encoding); every refusal and every branch of a registration
// is proven in the route layer (tests/route/sign-up.test.ts, issue 41).

const CLIENT_SITE = "https://parcheggi.example.it/";

test("a new customer signs up, confirms the SMS code and reaches the client", async ({ page, request }) => {
  test.setTimeout(60_000);
  await openSignUp(page);
  const filled = await fillSignUp(page);
  await submitSignUp(page);
  // Spec §4 needConfirmPhone after a sign-up: confirm-mobile with fs=1, the query kept.
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}&fs=1`);
  await expect(page.getByRole("heading", { level: 1, name: "Verifica il numero di cellulare" })).toBeVisible();
  // The number is shown masked by the upstream (GetMaskedPersonalData): its last digits are there.
  await expect(page.getByText("Ti abbiamo inviato un codice via SMS al numero")).toContainText(filled.mobile.slice(-2));
  const { code } = await newestCode(request, "sms", `+39${filled.mobile}`);
  await page.getByLabel("Codice ricevuto via SMS").fill(code);
  await page.getByRole("button", { name: "Conferma" }).click();
  await expect(page).toHaveURL(/\/sign-up\/feedback\/success\?.*sr=/);
  await expect(page.getByRole("heading", { level: 1, name: "Registrazione completata" })).toBeVisible();
  await page.getByRole("link", { name: "Continua" }).click();
  await expect(page).toHaveURL(CLIENT_SITE);
  await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
});
