import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectCleanScreen, fieldError, refusalSettled } from "./support/checks";
import { exclusively } from "./support/exclusive";
import { CLIENT_QUERY, standInForClient } from "./support/login";
import { newestCode, randomDigits, resetDemoAccounts, wrongCode } from "./support/reference-api";
import { fillSignUp, openSignUp, submitSignUp } from "./support/sign-up";

// Decision 080. Every journey starts where a customer's does: the sign-up form, with the thin mobile.
// The thin demo account (+39 3355550000) is one, and the js and no-js projects run this file
// at the same time against one database: every journey holds the "thin" lock and starts from a reset.

const THIN = { prefix: "+39", mobile: "3355550000" };
const THIN_TARGET = `${THIN.prefix}${THIN.mobile}`;
const CLIENT_SITE = "https://parcheggi.example.it/";
const NAMES = { firstName: "Giovanna", lastName: "Esposito" };

test.beforeEach(async ({ context }) => standInForClient(context));

const withoutJs = () => test.info().project.use.javaScriptEnabled === false;

function freshEmail(): string {
  return `thin.${Date.now()}.${randomDigits(6)}@example.com`;
}

/**
 * The page is at `path` (query as given), with its heading; the screen passes axe and html-validate.
 * A toast is looked for first: with JavaScript it leaves after 5 s, which the scans may outlast.
 */
async function expectScreen(page: Page, path: string, heading: string, toast?: string) {
  await expect(page).toHaveURL(path);
  if (toast) await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`Area Riservata - ${heading}`);
  await expectCleanScreen(page);
}

/** Signs up with the thin mobile, as a customer who once gave only the phone does. */
async function signUpWithThinMobile(page: Page, email: string) {
  await openSignUp(page);
  await fillSignUp(page, { ...NAMES, email, prefix: THIN.prefix, mobile: THIN.mobile });
  await submitSignUp(page);
}

/** The sign-up answers needThinRegistrationCheckPhone: the finalization's root (spec §4). */
async function reachRoot(page: Page, email: string) {
  await signUpWithThinMobile(page, email);
  await expectScreen(page, `/sign-up-finalization?${CLIENT_QUERY}`, "Completa la registrazione");
}

/** Root → "Continua" → verify-mobile, the code just sent. */
async function toVerifyMobile(page: Page, request: APIRequestContext) {
  const before = await newestId(request);
  await page.getByRole("button", { name: "Continua" }).click();
  await expectScreen(
    page,
    `/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`,
    "Verifica il numero di cellulare",
    "Ti abbiamo inviato un codice via SMS. Puoi richiedere ancora 4 nuovi codici.",
  );
  await expect(page.getByText(`Ti abbiamo inviato un codice via SMS al numero ${THIN.prefix} ${THIN.mobile}`)).toBeVisible();
  return newestCode(request, "sms", THIN_TARGET, before);
}

async function newestId(request: APIRequestContext): Promise<number> {
  const messages = (await (await request.get("/reference-api/outbox.json")).json()) as { id: number }[];
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}

async function submitCode(page: Page, label: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole("button", { name: "Conferma" }).click();
}

/** A journey on the thin account, alone and from its documented state. */
async function onThinAccount(request: APIRequestContext, work: () => Promise<void>) {
  test.setTimeout(240_000);
  await exclusively("thin", async () => {
    await resetDemoAccounts(request, "thin");
    try {
      await work();
    } finally {
      await resetDemoAccounts(request, "thin");
    }
  });
}

test("root → phone code → e-mail → e-mail code → password → success page → the client's site", async ({ page, request }) => {
  await onThinAccount(request, async () => {
    const email = freshEmail();
    await reachRoot(page, email);
    const summary = page.locator("dl.summary");
    await expect(summary).toContainText(`${NAMES.firstName} ${NAMES.lastName}`);
    await expect(summary).toContainText(email);
    await expect(summary).toContainText(`${THIN.prefix} ${THIN.mobile}`);

    const sms = await toVerifyMobile(page, request);
    await expect(page.getByLabel("Codice ricevuto via SMS")).toHaveAttribute("autocomplete", "one-time-code");
    await submitCode(page, "Codice ricevuto via SMS", wrongCode(sms.code));
    await expect(fieldError(page, "Codice non valido: restano 4 tentativi.")).toBeVisible();
    await refusalSettled(page);
    await expectCleanScreen(page);
    await submitCode(page, "Codice ricevuto via SMS", sms.code);

    await expectScreen(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail", "Numero di cellulare verificato.");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    // A demo account's address is taken: the upstream's USED_EMAIL lands at the field (spec §5).
    await page.getByLabel("E-mail").fill("mario.rossi@example.com");
    await page.getByRole("button", { name: "Invia il codice" }).click();
    await expect(page.locator(".field__error")).toBeVisible();
    await expect(page).toHaveURL(`/sign-up-finalization/select-email?${CLIENT_QUERY}`);
    await expectCleanScreen(page);
    const before = await newestId(request);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Invia il codice" }).click();

    await expectScreen(page, `/sign-up-finalization/confirm-email-pin?${CLIENT_QUERY}`, "Conferma il tuo indirizzo e-mail");
    await expect(page.getByText(`Ti abbiamo inviato un codice di 6 cifre all'indirizzo ${email}`)).toBeVisible();
    const mail = await newestCode(request, "email", email, before);
    await submitCode(page, "Codice ricevuto via e-mail", mail.code);

    await expectScreen(page, `/sign-up-finalization/set-password?${CLIENT_QUERY}&fsf=1`, "Scegli la password");
    await expect(page.getByText("da 8 a 64 caratteri")).toBeVisible();
    await expect(page.getByLabel("Nuova password", { exact: true })).toHaveAttribute("autocomplete", "new-password");
    await expect(page.getByLabel("Ripeti la nuova password")).toHaveAttribute("autocomplete", "new-password");
    await page.getByLabel("Nuova password", { exact: true }).fill("parcheggio");
    await page.getByLabel("Ripeti la nuova password").fill("parcheggio");
    await page.getByRole("button", { name: "Completa la registrazione" }).click();
    await expect(fieldError(page, "La password non rispetta le regole indicate")).toBeVisible();
    await refusalSettled(page);
    await expectCleanScreen(page);
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
});

test("verify-mobile: 'Invia di nuovo' waits out its lock, then a new code arrives and works", async ({ page, request }) => {
  await onThinAccount(request, async () => {
    await reachRoot(page, freshEmail());
    const first = await toVerifyMobile(page, request);
    const resend = page.getByRole("button", { name: "Invia di nuovo" });
    if (withoutJs()) {
      await resend.click();
      await expect(page.getByText(/Potrai richiedere un nuovo codice tra \d+ secondi/)).toBeVisible();
      await expectCleanScreen(page);
    } else {
      await expect(resend).toBeDisabled();
    }
    // The lock of spec §9 is real time on both sides: wait it out.
    await page.waitForTimeout(61_000);
    // A reload would post the early press again; open the screen afresh instead.
    if (withoutJs()) await page.goto(page.url());
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByText("Ti abbiamo inviato un nuovo codice via SMS.")).toBeVisible();
    await expect(page).toHaveURL(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`);
    const second = await newestCode(request, "sms", THIN_TARGET, first.id);
    await expectCleanScreen(page);
    await submitCode(page, "Codice ricevuto via SMS", second.code);
    await expectScreen(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail");
  });
});

test("verify-mobile: five wrong codes → the temporary block with its countdown", async ({ page, request }) => {
  await onThinAccount(request, async () => {
    await reachRoot(page, freshEmail());
    const sms = await toVerifyMobile(page, request);
    const wrong = wrongCode(sms.code);
    for (const left of ["restano 4 tentativi", "restano 3 tentativi", "restano 2 tentativi", "resta 1 tentativo"]) {
      await submitCode(page, "Codice ricevuto via SMS", wrong);
      await expect(fieldError(page, `Codice non valido: ${left}.`)).toBeVisible();
      await refusalSettled(page);
    }
    await expectCleanScreen(page);
    await submitCode(page, "Codice ricevuto via SMS", wrong);
    await expectScreen(page, `/account/temporary-blocked?${CLIENT_QUERY}`, "Blocco temporaneo");
    await expect(page.getByText("Utente temporaneamente bloccato")).toBeVisible();
    await expect(page.getByText(/1[45]:\d\d/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
    // While the block lasts the code screen sends back here.
    await page.goto(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`);
    await expect(page).toHaveURL(`/account/temporary-blocked?${CLIENT_QUERY}`);
  });
});

test("select-mobile: an unknown number → unassociated-failure; a full account's number → associated-failure", async ({ page, request }) => {
  await onThinAccount(request, async () => {
    await reachRoot(page, freshEmail());
    await page.getByRole("link", { name: "Usa un altro numero di cellulare" }).click();
    await expectScreen(page, `/sign-up-finalization/select-mobile?${CLIENT_QUERY}`, "Scegli il numero da verificare");
    await expect(page.getByLabel("Prefisso del cellulare")).toHaveValue("+39");
    await expect(page.getByLabel("Numero di cellulare")).toHaveValue(THIN.mobile);

    await page.getByLabel("Numero di cellulare").fill(`347${randomDigits(7)}`);
    await page.getByRole("button", { name: "Invia il codice" }).click();
    await expectScreen(page, `/sign-up-finalization/unassociated-failure?${CLIENT_QUERY}`, "Nessuna registrazione da completare");
    await expect(page.getByRole("link", { name: "Registrarti come nuovo cliente" })).toHaveAttribute("href", `/sign-up?${CLIENT_QUERY}`);
    await expect(page.locator("main").getByRole("link", { name: /Chiama il numero verde/ })).toBeVisible();
    await page.getByRole("link", { name: "Provare con un altro numero di cellulare" }).click();

    await expectScreen(page, `/sign-up-finalization/select-mobile?${CLIENT_QUERY}`, "Scegli il numero da verificare");
    await page.getByLabel("Numero di cellulare").fill("3401234567");
    await page.getByRole("button", { name: "Invia il codice" }).click();
    await expectScreen(page, `/sign-up-finalization/associated-failure?${CLIENT_QUERY}`, "Numero già associato a un account");
    await expect(page.getByRole("link", { name: "Accedere con il tuo account" })).toHaveAttribute("href", `/auth/client_login?${CLIENT_QUERY}`);
    await expect(page.getByRole("link", { name: "Recuperare la password, se non la ricordi" })).toHaveAttribute("href", `/reset-password?${CLIENT_QUERY}`);
  });
});

test("out of order: set-password opened directly, a step skipped by the address, a post the server refuses", async ({ page, request }) => {
  // A browser with no registration under way: back to the login the query names.
  await page.goto(`/sign-up-finalization/set-password?${CLIENT_QUERY}`);
  await expect(page).toHaveURL(`/auth/client_login?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  await page.goto("/sign-up-finalization/verify-mobile");
  await expect(page).toHaveURL("/feedback/generic-error");

  await onThinAccount(request, async () => {
    await reachRoot(page, freshEmail());
    // Mid-way, a later screen typed in the address goes to the step owed.
    for (const later of ["set-password", "confirm-email-pin", "select-email", "verify-mobile"]) {
      await page.goto(`/sign-up-finalization/${later}?${CLIENT_QUERY}`);
      await expectScreen(page, `/sign-up-finalization?${CLIENT_QUERY}`, "Completa la registrazione");
    }
    // Our session forced past the phone check (the test hook): the upstream still owes it, and says so.
    await page.goto(`/__test/session?${new URLSearchParams({ status: "7", thinStep: "/sign-up-finalization/set-password", next: `/sign-up-finalization/set-password?${CLIENT_QUERY}` })}`);
    await expectScreen(page, `/sign-up-finalization/set-password?${CLIENT_QUERY}`, "Scegli la password");
    await page.getByLabel("Nuova password", { exact: true }).fill("Nuova.Password.2026");
    await page.getByLabel("Ripeti la nuova password").fill("Nuova.Password.2026");
    await page.getByRole("button", { name: "Completa la registrazione" }).click();
    await expectScreen(page, `/sign-up-finalization?${CLIENT_QUERY}`, "Completa la registrazione");
  });
});

test("every needThinRegistration* row: signing up again at each step lands on the step owed", async ({ page, request }) => {
  await onThinAccount(request, async () => {
    const email = freshEmail();
    // needThinRegistrationCheckPhone: the root, with the state the sign-up named.
    await reachRoot(page, email);
    const sms = await toVerifyMobile(page, request);

    // needThinRegistrationConfirmPhone: verify-mobile, its resend lock kept.
    await signUpWithThinMobile(page, email);
    await expectScreen(page, `/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`, "Verifica il numero di cellulare");
    if (!withoutJs()) await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
    await submitCode(page, "Codice ricevuto via SMS", sms.code);
    await expectScreen(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail");

    // needThinRegistrationValidateEmail: select-email, the e-mail offered again.
    await signUpWithThinMobile(page, email);
    await expectScreen(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    const before = await newestId(request);
    await page.getByRole("button", { name: "Invia il codice" }).click();
    await expectScreen(page, `/sign-up-finalization/confirm-email-pin?${CLIENT_QUERY}`, "Conferma il tuo indirizzo e-mail");
    const mail = await newestCode(request, "email", email, before);

    // needThinRegistrationConfirmEmail: confirm-email-pin, its resend lock kept.
    await signUpWithThinMobile(page, email);
    await expectScreen(page, `/sign-up-finalization/confirm-email-pin?${CLIENT_QUERY}`, "Conferma il tuo indirizzo e-mail");
    if (!withoutJs()) await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
    await submitCode(page, "Codice ricevuto via e-mail", mail.code);
    await expectScreen(page, `/sign-up-finalization/set-password?${CLIENT_QUERY}&fsf=1`, "Scegli la password");

    // needThinRegistrationGetPassword from the sign-up: set-password without fsf, so the client's site
    // follows at once (spec §4).
    await signUpWithThinMobile(page, email);
    await expectScreen(page, `/sign-up-finalization/set-password?${CLIENT_QUERY}`, "Scegli la password");
    await page.getByLabel("Nuova password", { exact: true }).fill("Nuova.Password.2026");
    await page.getByLabel("Ripeti la nuova password").fill("Nuova.Password.2026");
    await page.getByRole("button", { name: "Completa la registrazione" }).click();
    await expect(page).toHaveURL(CLIENT_SITE);
    await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
  });
});
