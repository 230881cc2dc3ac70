import { expect, test } from "@playwright/test";
import { fieldError, refusalSettled } from "./support/checks";
import { CLIENT_QUERY } from "./support/login";
import { lastOutboxId, newestCode, wrongCode } from "./support/reference-api";
import { expectAt, expectScreen, freshEmail, freshThin, NAMES, reachRoot, signUpWithThinMobile, submitCodeAt, toVerifyMobile } from "./support/thin";

// Decision 080. Every journey starts where a customer's does: the sign-up form, with the thin mobile.
// Each journey has a thin account of its own, as the thin demo account (+39 3355550000) is, made by the
// reference API (decision 152): the js and no-js projects walk them side by side. The resend after the
// 60 s lock, which moves the server's clock, is walked in moved-clock.spec.ts.

const CLIENT_SITE = "https://parcheggi.example.it/";

// A journey signs up, scans up to eight screens and reads codes from the outbox: a minute, not half.
test.describe.configure({ timeout: 60_000 });


test("root → phone code → e-mail → e-mail code → password → success page → the client's site", async ({ page, request }) => {
  const thin = await freshThin(request);
  const email = freshEmail();
  // The root and verify-mobile are scanned by every other journey here: this one scans what follows.
  await reachRoot(page, thin, email, { scan: false });
  const summary = page.locator("dl.summary");
  await expect(summary).toContainText(`${NAMES.firstName} ${NAMES.lastName}`);
  await expect(summary).toContainText(email);
  await expect(summary).toContainText(`${thin.prefix} ${thin.mobile}`);

  const sms = await toVerifyMobile(page, request, thin, { scan: false });
  await expect(page.getByLabel("Codice ricevuto via SMS")).toHaveAttribute("autocomplete", "one-time-code");
  await submitCodeAt(page, "Codice ricevuto via SMS", wrongCode(sms.code));
  await expect(fieldError(page, "Codice non valido: restano 4 tentativi.")).toBeVisible();
  // The refused code's screen is scanned by the five-wrong-codes test.
  await refusalSettled(page);
  await submitCodeAt(page, "Codice ricevuto via SMS", sms.code);

  await expectScreen(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail", "Numero di cellulare verificato.");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  // A demo account's address is taken: the upstream's USED_EMAIL lands at the field (spec §5), in sign-up's words.
  await page.getByLabel("E-mail").fill("mario.rossi@example.com");
  await page.getByRole("button", { name: "Invia il codice" }).click();
  await expect(fieldError(page, "Questo indirizzo e-mail è già registrato: accedi oppure recupera la password")).toBeVisible();
  await expect(page).toHaveURL(`/sign-up-finalization/select-email?${CLIENT_QUERY}`);
  const before = await lastOutboxId(request);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Invia il codice" }).click();

  await expectScreen(page, `/sign-up-finalization/confirm-email-pin?${CLIENT_QUERY}`, "Conferma il tuo indirizzo e-mail");
  await expect(page.getByText(`Ti abbiamo inviato un codice di 6 cifre all'indirizzo ${email}`)).toBeVisible();
  const mail = await newestCode(request, "email", email, before);
  await submitCodeAt(page, "Codice ricevuto via e-mail", mail.code);

  await expectScreen(page, `/sign-up-finalization/set-password?${CLIENT_QUERY}&fsf=1`, "Scegli la password");
  await expect(page.getByText("da 8 a 64 caratteri")).toBeVisible();
  await expect(page.getByLabel("Nuova password", { exact: true })).toHaveAttribute("autocomplete", "new-password");
  await expect(page.getByLabel("Ripeti la nuova password")).toHaveAttribute("autocomplete", "new-password");
  // Meets the rules, but is among the most used (decision 160); the upstream's own refusal: the route tests.
  await page.getByLabel("Nuova password", { exact: true }).fill("Juventus1!");
  await page.getByLabel("Ripeti la nuova password").fill("Juventus1!");
  await page.getByRole("button", { name: "Completa la registrazione" }).click();
  await expect(fieldError(page, "Questa password è tra le più usate e facili da indovinare: scegline un'altra.")).toBeVisible();
  await refusalSettled(page);
  await page.getByLabel("Nuova password", { exact: true }).fill("Nuova.Password.2026");
  await page.getByLabel("Ripeti la nuova password").fill("Nuova.Password.2026");
  await page.getByRole("button", { name: "Completa la registrazione" }).click();

  await expectScreen(page, `/sign-up-finalization/feedback/success?sr=${encodeURIComponent(CLIENT_SITE)}`, "Registrazione completata");
  await page.getByRole("link", { name: "Continua" }).click();
  await expect(page).toHaveURL(CLIENT_SITE);
  await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();

  // Done: the finalization's screens are closed to this browser.
  await page.goto(`/sign-up-finalization/set-password?${CLIENT_QUERY}`);
  await expect(page).toHaveURL(`/auth/client_login?${CLIENT_QUERY}`);
});

test("verify-mobile: five wrong codes → the temporary block with its countdown", async ({ page, request }) => {
  const thin = await freshThin(request);
  await reachRoot(page, thin, freshEmail());
  const sms = await toVerifyMobile(page, request, thin);
  const wrong = wrongCode(sms.code);
  for (const left of ["restano 4 tentativi", "restano 3 tentativi", "restano 2 tentativi", "resta 1 tentativo"]) {
    await submitCodeAt(page, "Codice ricevuto via SMS", wrong);
    await expect(fieldError(page, `Codice non valido: ${left}.`)).toBeVisible();
    await refusalSettled(page);
  }
  await submitCodeAt(page, "Codice ricevuto via SMS", wrong);
  await expectScreen(page, `/account/temporary-blocked?${CLIENT_QUERY}`, "Blocco temporaneo");
  await expect(page.getByText("Utente temporaneamente bloccato")).toBeVisible();
  await expect(page.getByText(/1[45]:\d\d/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
  // While the block lasts the code screen sends back here.
  await page.goto(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`);
  await expect(page).toHaveURL(`/account/temporary-blocked?${CLIENT_QUERY}`);
});

test("every needThinRegistration* row: signing up again at each step lands on the step owed", async ({ page, request }) => {
  // Every screen here is scanned by the journeys above: this test only checks where each row lands.
  const thin = await freshThin(request);
  const email = freshEmail();
  // needThinRegistrationCheckPhone: the root, with the state the sign-up named.
  await reachRoot(page, thin, email);
  const sms = await toVerifyMobile(page, request, thin);

  // needThinRegistrationConfirmPhone: verify-mobile, its resend lock kept.
  await signUpWithThinMobile(page, thin, email);
  await expectAt(page, `/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`, "Verifica il numero di cellulare");
  await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
  await submitCodeAt(page, "Codice ricevuto via SMS", sms.code);
  await expectAt(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail");

  // needThinRegistrationValidateEmail: select-email, the e-mail offered again.
  await signUpWithThinMobile(page, thin, email);
  await expectAt(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  const before = await lastOutboxId(request);
  await page.getByRole("button", { name: "Invia il codice" }).click();
  await expectAt(page, `/sign-up-finalization/confirm-email-pin?${CLIENT_QUERY}`, "Conferma il tuo indirizzo e-mail");
  const mail = await newestCode(request, "email", email, before);

  // needThinRegistrationConfirmEmail: confirm-email-pin, its resend lock kept.
  await signUpWithThinMobile(page, thin, email);
  await expectAt(page, `/sign-up-finalization/confirm-email-pin?${CLIENT_QUERY}`, "Conferma il tuo indirizzo e-mail");
  await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
  await submitCodeAt(page, "Codice ricevuto via e-mail", mail.code);
  await expectAt(page, `/sign-up-finalization/set-password?${CLIENT_QUERY}&fsf=1`, "Scegli la password");

  // needThinRegistrationGetPassword from the sign-up: set-password without fsf, so the client's site
  // follows at once (spec §4).
  await signUpWithThinMobile(page, thin, email);
  await expectAt(page, `/sign-up-finalization/set-password?${CLIENT_QUERY}`, "Scegli la password");
  await page.getByLabel("Nuova password", { exact: true }).fill("Nuova.Password.2026");
  await page.getByLabel("Ripeti la nuova password").fill("Nuova.Password.2026");
  await page.getByRole("button", { name: "Completa la registrazione" }).click();
  await expect(page).toHaveURL(CLIENT_SITE);
  await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
});
