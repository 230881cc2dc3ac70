import { expect, test } from "@playwright/test";
import { fieldError, refusalSettled } from "./support/checks";
import { CLIENT_SITE, codeField, expectTemporarilyBlocked, masked, newestSms, openConfirmMobile, resendButton, resendWait, submitCode, unconfirmedAccount } from "./support/confirm-mobile";
import { moveServerClock } from "./support/fresh";
import { CLIENT_LOGIN, CLIENT_QUERY } from "./support/login";
import { newestCode, wrongCode } from "./support/reference-api";
import { MOVED_CLOCK_URL } from "./support/servers";
import { expectScreen, freshEmail, freshThin, reachRoot, submitCodeAt, toVerifyMobile } from "./support/thin";

// Decision 152: the 60 s resend locks, code expiry and the temporary block end when a test moves the
// server's clock (the application's and its reference API's, one clock), and, with JavaScript, the
// browser's, where a countdown ticks. No test here waits for time to pass.
//
// The clock is one for the whole server, so these tests run against a server of their own, and under
// a lock of the runner: they never run at the same time as each other, in either project, and no other
// test ever sees time jump. They move it forward only.

test.use({ baseURL: MOVED_CLOCK_URL });

/** Spec §9 and the reference API: a code lives 10 minutes; five wrong codes block for 15. */
const CODE_LIFETIME_S = 10 * 60;
const BLOCK_S = 15 * 60;
/** The reference API's pending session ends after 30 minutes without a call. */
const UPSTREAM_IDLE_S = 30 * 60;

test.describe("time that a test moves", { lock: "moved-clock" }, () => {
  // A login or a sign-up, a few screens with their axe scans and codes read from the outbox.
  test.describe.configure({ timeout: 60_000 });

  test("unconfirmed → confirm-mobile → resend after the 60 s lock → code from the outbox → the client's site", async ({ page, request }) => {
    // With JavaScript the countdown ticks in the browser: its clock, too, is one the test moves.
    await page.clock.install();
    const account = await unconfirmedAccount(request);
    await openConfirmMobile(page, account);
    await expect(page.getByText(`Ti abbiamo inviato un codice via SMS al numero ${masked(account)}`)).toBeVisible();
    await expect(codeField(page)).toHaveAttribute("inputmode", "numeric");
    await expect(codeField(page)).toHaveAttribute("autocomplete", "one-time-code");
    await expect(page.getByRole("link", { name: "Cambia numero di cellulare" })).toHaveAttribute("href", `/pending-operation/change-mobile?${CLIENT_QUERY}`);
    await expect(page.getByText(resendWait())).toBeVisible();
    const first = await newestSms(request, account);

    // With JavaScript the button waits, disabled, while the countdown ticks, and wakes at 0: the
    // server's clock and the browser's move past the lock.
    await expect(resendButton(page)).toBeDisabled();
    await moveServerClock(request, 61);
    await page.clock.fastForward(61_000);
    await expect(page.getByText(resendWait())).toHaveCount(0);
    await expect(resendButton(page)).toBeEnabled();
    await resendButton(page).click();
    await expect(page.getByText("Ti abbiamo inviato un nuovo codice via SMS.")).toBeVisible();
    await expect(resendButton(page)).toBeDisabled();
    // A new send starts the lock again.
    await expect(page.getByText(resendWait())).toBeVisible();
    // A real send: the outbox has a newer SMS, and only the newest code counts.
    const second = await newestSms(request, account, first.id);
    expect(second.code).not.toBe(first.code);

    // Copied from the SMS with a separator; one field, the separator never reaches the upstream.
    await codeField(page).fill(`${second.code.slice(0, 3)}-${second.code.slice(3)}`);
    await expect(codeField(page)).toHaveValue(second.code);
    await page.getByRole("button", { name: "Conferma" }).click();
    await expect(page).toHaveURL(CLIENT_SITE);
    await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
  });

  test("verify-mobile: 'Invia di nuovo' waits out its lock, then a new code arrives and works", async ({ page, request }) => {
    // With JavaScript the countdown ticks in the browser: its clock, too, is one the test moves.
    await page.clock.install();
    const thin = await freshThin(request);
    await reachRoot(page, thin, freshEmail());
    const first = await toVerifyMobile(page, request, thin);
    const resend = page.getByRole("button", { name: "Invia di nuovo" });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/Potrai richiedere un nuovo codice/).first()).toBeVisible();
    // The lock of spec §9 holds on both sides, ours and the upstream's: the server's clock moves past it
    // (decision 152), and with JavaScript the browser's, where the countdown ticks to zero.
    await moveServerClock(request, 61);
    // A reload would post the early press again; open the screen afresh instead.
    await page.clock.fastForward(61_000);
    await expect(page.getByText(/Potrai richiedere un nuovo codice/)).toHaveCount(0);
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByText("Ti abbiamo inviato un nuovo codice via SMS.")).toBeVisible();
    await expect(page).toHaveURL(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`);
    const second = await newestCode(request, "sms", `${thin.prefix}${thin.mobile}`, first.id);
    await submitCodeAt(page, "Codice ricevuto via SMS", second.code);
    await expectScreen(page, `/sign-up-finalization/select-email?${CLIENT_QUERY}`, "Inserisci la tua e-mail");
  });

  test("five wrong codes → the temporary block; when its 15 minutes have passed the countdown ends and a new code can be asked for", async ({ page, request }) => {
    await page.clock.install();
    const account = await unconfirmedAccount(request);
    await openConfirmMobile(page, account);
    const { code } = await newestSms(request, account);
    const wrong = wrongCode(code);
    for (const remaining of ["restano 4 tentativi", "restano 3 tentativi", "restano 2 tentativi", "resta 1 tentativo"]) {
      await submitCode(page, wrong);
      await expect(fieldError(page, `Codice non valido: ${remaining}.`)).toBeVisible();
      await refusalSettled(page);
    }
    await submitCode(page, wrong);
    await expectTemporarilyBlocked(page);
    await expect(page.getByText("Ora puoi richiedere un nuovo codice.")).toBeHidden();

    // The block holds on both sides, ours and the upstream's: the server's clock moves past it. With
    // JavaScript the countdown reaches zero in the browser, without a reload; without it the page is
    // opened again, as its own refresh would when the block ends.
    await moveServerClock(request, BLOCK_S + 1);
    await page.clock.fastForward(BLOCK_S * 1000 + 1000);
    await expect(page.getByText("Ora puoi richiedere un nuovo codice.")).toBeVisible();
    await expect(page.locator("time.countdown__value")).toBeHidden();

    await page.getByRole("link", { name: "Invia di nuovo" }).click();
    await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
    await expect(page.getByRole("heading", { level: 1, name: "Verifica il numero di cellulare" })).toBeVisible();
    const before = await newestSms(request, account);
    await resendButton(page).click();
    await expect(page.getByText("Ti abbiamo inviato un nuovo codice via SMS.")).toBeVisible();
    const fresh = await newestSms(request, account, before.id);
    await submitCode(page, fresh.code);
    await expect(page).toHaveURL(CLIENT_SITE);
    await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
  });

  test("a code older than 10 minutes is refused as expired at its field; a new one works", async ({ page, request }) => {
    const account = await unconfirmedAccount(request);
    await openConfirmMobile(page, account);
    await expect(page.getByText(`Ti abbiamo inviato un codice via SMS al numero ${masked(account)}`)).toBeVisible();
    const old = await newestSms(request, account);

    await moveServerClock(request, CODE_LIFETIME_S + 1);
    // The screen opened afresh: the 60 s lock ended long ago, so no wait is shown.
    await page.goto(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
    await expect(page.getByText(resendWait())).toHaveCount(0);
    await submitCode(page, old.code);
    await expect(fieldError(page, "Codice scaduto: richiedine uno nuovo")).toBeVisible();
    await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
    await refusalSettled(page);

    await resendButton(page).click();
    await expect(page.getByText("Ti abbiamo inviato un nuovo codice via SMS.")).toBeVisible();
    const fresh = await newestSms(request, account, old.id);
    await submitCode(page, fresh.code);
    await expect(page).toHaveURL(CLIENT_SITE);
  });

  test("back after the upstream's session has expired: the login says so and what to do (issue 25 item 3)", async ({ page, request }) => {
    const account = await unconfirmedAccount(request);
    await openConfirmMobile(page, account);
    // Issue 25 item 4: a customer whose code does not arrive has a way back.
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", CLIENT_LOGIN);

    await moveServerClock(request, UPSTREAM_IDLE_S + 60);
    // Any screen of the pending session now finds it gone upstream: here, the way to change the number.
    await page.getByRole("link", { name: "Cambia numero di cellulare" }).click();
    await expect(page).toHaveURL(CLIENT_LOGIN);
    await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
    await expect(page.getByText("La tua sessione è scaduta per inattività. Accedi di nuovo per continuare.")).toBeVisible();
  });
});
