import { expect, test } from "@playwright/test";
import { expectClientSite, expectScreen, fieldError } from "./support/checks";
import { freshAccount } from "./support/fresh";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn } from "./support/login";
import { newestCode, wrongCode } from "./support/reference-api";

// Spec §4's action-required rows that lead to a pending-operation screen, walked to the end by an
// account of each test's own, made by the reference API in the state of the demo account of that row
// (design §6: sara.conti, marco.ricci, elena.marino, franco.greco, chiara.lombardi; decision 152).
// This one is the pending-operation area's smoke journey, in both projects (without JavaScript the browser
// posts natively); the other rows walk with JavaScript (pending-operations.js.spec.ts), and their
// refusals are proven in tests/route/pending-operation.test.ts (issue 41).
// The walks log in, scan several screens and hash passwords: a minute, not the default half.
const WALK_MS = 60_000;



test("needConfirmEmail (as sara.conti): the e-mail is confirmed with the code from the outbox, then the success page", async ({ page, request }) => {
  test.setTimeout(WALK_MS);
  const { email } = await freshAccount(request, "needConfirmEmail");
  await page.goto(CLIENT_LOGIN);
  await logIn(page, email);
  // Spec §4 needConfirmEmail: fs=1 and the e-mail state.
  await expect(page).toHaveURL(`/pending-operation/confirm-email?${CLIENT_QUERY}&fs=1`);
  await expectScreen(page, "/pending-operation/confirm-email", "Conferma il tuo indirizzo e-mail");
  await expect(page.getByText(email)).toBeVisible();
  const codeField = page.getByLabel("Codice ricevuto via e-mail");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");

  const { code } = await newestCode(request, "email", email);
  await codeField.fill(wrongCode(code));
  await page.getByRole("button", { name: "Conferma" }).click();
  await expect(fieldError(page, "Codice non valido: restano 4 tentativi")).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");

  // "I opened the link" before opening it: not confirmed yet, a new e-mail is on its way.
  await page.getByRole("button", { name: "Ho aperto il link" }).click();
  await expect(page.getByText("L'indirizzo non risulta ancora confermato: ti abbiamo inviato una nuova e-mail.")).toBeVisible();
  const { code: fresh } = await newestCode(request, "email", email);

  await codeField.fill(`${fresh.slice(0, 3)} ${fresh.slice(3)}`);
  await page.getByRole("button", { name: "Conferma" }).click();
  // Spec §4 keeps fs=1's success route; its words are for a customer who confirmed an e-mail, not one
  // who signed up (issue 25 item 5).
  await expect(page).toHaveURL(/\/sign-up\/feedback\/success\?.*sr=/);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confermata" })).toBeVisible();
  await expect(page.getByText("Registrazione completata")).toHaveCount(0);
  await page.getByRole("link", { name: "Continua" }).click();
  await expectClientSite(page);
});
