import { expect, test } from "@playwright/test";
import { fieldError, refusalSettled } from "./support/checks";
import { CLIENT_SITE, codeField, expectTemporarilyBlocked, documentAt, masked, newestSms, openConfirmMobile, resendButton, resendWait, submitCode, unconfirmedAccount, type Account } from "./support/confirm-mobile";
import { CLIENT_QUERY } from "./support/login";
import { randomDigits, wrongCode } from "./support/reference-api";

// Every test walks an account of its own in paolo.gallo's state (needConfirmPhone: each login sends an
// SMS), made by the reference API (decision 152), so the js and no-js projects never wait for each other.
// The resend after the 60 s lock, which moves the server's clock, is walked in moved-clock.spec.ts.

// A login, a few screens with their axe scans and codes read from the outbox: more than the default
// half minute on a busy machine.
test.describe.configure({ timeout: 60_000 });


test("the code form answers in Italian, and five wrong codes lead to the temporary block with its countdown", async ({ page, request }) => {
  const account = await unconfirmedAccount(request);
  await openConfirmMobile(page, account);
  const { code } = await newestSms(request, account);

  await page.getByRole("button", { name: "Conferma" }).click();
  await expect(fieldError(page, "Inserisci il codice")).toBeVisible();
  await refusalSettled(page);
  await submitCode(page, "12ab");
  await expect(fieldError(page, "Il codice è composto da 6 cifre")).toBeVisible();
  await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
  await refusalSettled(page);

  const wrong = wrongCode(code);
  // The server's own message, next to the field (spec §8).
  await submitCode(page, wrong);
  await expect(fieldError(page, "Codice non valido: restano 4 tentativi")).toBeVisible();
  await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
  for (const remaining of [3, 2, 1]) {
    await submitCode(page, wrong);
    await expect(fieldError(page, remaining === 1 ? "Codice non valido: resta 1 tentativo." : `Codice non valido: restano ${remaining} tentativi.`)).toBeVisible();
    await refusalSettled(page);
  }
  await submitCode(page, wrong);
  await expectTemporarilyBlocked(page);
});

test("change-mobile sends a code to the new number, and confirm-mobile shows it", async ({ page, request }) => {
  const account = await unconfirmedAccount(request);
  await openConfirmMobile(page, account);
  await expect(page.getByText(masked(account))).toBeVisible();

  documentAt(page, "/pending-operation/change-mobile");
  await page.getByRole("link", { name: "Cambia numero di cellulare" }).click();
  await expect(page).toHaveURL(`/pending-operation/change-mobile?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Cambia numero di cellulare" })).toBeVisible();
  await expect(page.getByText(`Numero attuale: ${masked(account)}`)).toBeVisible();
  await expect(page.getByLabel("Prefisso del cellulare")).toHaveValue("+39");

  const number = page.getByLabel("Nuovo numero di cellulare");
  await page.getByRole("button", { name: "Invia il codice" }).click();
  await expect(fieldError(page, "Inserisci il nuovo numero di cellulare")).toBeVisible();
  await refusalSettled(page);
  // The upstream's refusal shows next to the number, which is kept.
  await number.fill(account.mobile);
  await page.getByRole("button", { name: "Invia il codice" }).click();
  await expect(fieldError(page, "Il nuovo numero è uguale a quello attuale")).toBeVisible();
  await expect(number).toHaveValue(account.mobile);
  await expect(number).toHaveAttribute("aria-invalid", "true");

  const changed: Account = { ...account, mobile: `348${randomDigits(7)}` };
  await number.fill(`${changed.mobile.slice(0, 3)} ${changed.mobile.slice(3)}`);
  await page.getByRole("button", { name: "Invia il codice" }).click();
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page.getByText(`Ti abbiamo inviato un codice via SMS al numero ${masked(changed)}`)).toBeVisible();
  await expect(page.getByText("Ti abbiamo inviato un codice al nuovo numero.")).toBeVisible();
  // A new send starts the 60 s lock again.
  await expect(page.getByText(resendWait())).toBeVisible();

  const { code } = await newestSms(request, changed);
  await submitCode(page, code);
  await expect(page).toHaveURL(CLIENT_SITE);
});

test("a resend the upstream refuses shows the error toast, and the upstream's wait becomes the countdown", async ({ page, request }) => {
  const account = await unconfirmedAccount(request);
  await openConfirmMobile(page, account);
  // Our 60 s lock goes, our session and the upstream's pending session stay: our side now lets the
  // resend through, and the upstream, which sent a code seconds ago, refuses it.
  await page.goto(`/__test/session?clearLocks&next=${encodeURIComponent(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`)}`);
  await expect(page.getByText(resendWait())).toHaveCount(0);
  await resendButton(page).click();
  await expect(page.getByRole("status", { name: "Notifiche" })).toContainText("Si è verificato un errore");
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page.getByText(resendWait())).toBeVisible();
  await expect(resendButton(page)).toBeDisabled();
});
