import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectCleanScreen, fieldError, refusalSettled } from "./support/checks";
import { exclusively } from "./support/exclusive";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn, standInForClient } from "./support/login";
import { signedUpAccount, type Account } from "./support/accounts";
import { newestCode, randomDigits, resetDemoAccounts, wrongCode } from "./support/reference-api";

// Decision 031: paolo.gallo is one shared demo account, and the js and no-js projects run this file at
// the same time against one database. So paolo walks the journey in each project in turn, under a lock;
// every other test uses an account of its own, freshly signed up through the reference API, which the
// upstream leaves in exactly paolo's state (needConfirmPhone, SMS sent).

const CLIENT_SITE = "https://parcheggi.example.it/";
const PAOLO = { email: "paolo.gallo@example.com", prefix: "+39", mobile: "3401234571" };


test.beforeEach(async ({ context }) => standInForClient(context));

/** A new account that owes a phone confirmation, as a sign-up leaves it (reference-api/README.md). */
const freshAccount = signedUpAccount;

/** The newest SMS to a number, newer than `after` when given, polled until the outbox has it. */
function newestSms(request: APIRequestContext, account: Account, after = 0) {
  return newestCode(request, "sms", `${account.prefix}${account.mobile}`, after);
}

function masked(account: Account): string {
  return `${account.prefix} ${account.mobile.slice(0, 3)}${"*".repeat(account.mobile.length - 5)}${account.mobile.slice(-2)}`;
}

const withoutJs = () => test.info().project.use.javaScriptEnabled === false;
/**
 * The resend lock as the page shows it: a ticking mm:ss with JavaScript; without it the clock time
 * when a new code may be asked for, which cannot look frozen (issue 12).
 */
const resendWait = () => (withoutJs() ? /Potrai richiedere un nuovo codice alle \d\d:\d\d\./ : /Potrai richiedere un nuovo codice tra \d\d:\d\d/);

/** The document a click leads to, when there is one: without JavaScript every navigation loads a page. */
function documentAt(page: Page, path: string) {
  if (!withoutJs()) return Promise.resolve(null);
  return page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().resourceType() === "document");
}

/** Login → account/unconfirmed → 'Completa la registrazione' → confirm-mobile, query kept all the way. */
async function openConfirmMobile(page: Page, account: Account) {
  await page.goto(CLIENT_LOGIN);
  await logIn(page, account.email);
  await expect(page).toHaveURL(`/account/unconfirmed?${CLIENT_QUERY}`);
  const arrival = documentAt(page, "/pending-operation/confirm-mobile");
  await page.getByRole("link", { name: "Completa la registrazione" }).click();
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Verifica il numero di cellulare" })).toBeVisible();
  await expect(page).toHaveTitle("Area Riservata - Verifica il numero di cellulare");
  return arrival;
}

const codeField = (page: Page) => page.getByLabel("Codice ricevuto via SMS");
const resendButton = (page: Page) => page.getByRole("button", { name: "Invia di nuovo" });

async function submitCode(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  await page.getByRole("button", { name: "Conferma" }).click();
}

test("unconfirmed → confirm-mobile → resend after the 60 s lock → code from the outbox → the client's site", async ({ page, request }) => {
  // The lock of spec §9 is real time on both sides (ours and the upstream's): this test waits it out.
  // Waiting for the other project's walk with paolo is added by exclusively().
  test.setTimeout(180_000);
  await exclusively("paolo", async () => {
    await resetDemoAccounts(request, "paolo.gallo");
    try {
      const account = PAOLO;
      const arrival = await openConfirmMobile(page, account);
      await expect(page.getByText(`Ti abbiamo inviato un codice via SMS al numero ${masked(account)}`)).toBeVisible();
      await expect(codeField(page)).toHaveAttribute("inputmode", "numeric");
      await expect(codeField(page)).toHaveAttribute("autocomplete", "one-time-code");
      await expect(page.getByRole("link", { name: "Cambia numero di cellulare" })).toHaveAttribute("href", `/pending-operation/change-mobile?${CLIENT_QUERY}`);
      await expect(page.getByText(resendWait())).toBeVisible();
      await expectCleanScreen(page, await arrival);
      const first = await newestSms(request, account);

      if (withoutJs()) {
        // Design §5: without JavaScript the button always posts, and the server refuses an early send.
        await resendButton(page).click();
        await expect(page.getByRole("status").filter({ hasText: /Il codice che ti abbiamo inviato è ancora valido: potrai richiederne uno nuovo alle \d\d:\d\d\./ })).toBeVisible();
        await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
        // Pressing again until the lock ends: each refused press is answered at once, nothing is sent.
        await expect(async () => {
          await resendButton(page).click();
          await expect(page.getByText("Ti abbiamo inviato un nuovo codice via SMS.")).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 80_000, intervals: [5_000] });
      } else {
        // With JavaScript the button waits, disabled, while the countdown ticks, and wakes at 0.
        await expect(resendButton(page)).toBeDisabled();
        await expect(resendButton(page)).toBeEnabled({ timeout: 75_000 });
        await resendButton(page).click();
        await expect(page.getByText("Ti abbiamo inviato un nuovo codice via SMS.")).toBeVisible();
        await expect(resendButton(page)).toBeDisabled();
      }
      // A real send: the outbox has a newer SMS, and only the newest code counts.
      const second = await newestSms(request, account, first.id);
      expect(second.code).not.toBe(first.code);

      // Copied from the SMS with a separator; one field, the separator never reaches the upstream.
      await codeField(page).fill(`${second.code.slice(0, 3)}-${second.code.slice(3)}`);
      if (!withoutJs()) await expect(codeField(page)).toHaveValue(second.code);
      await page.getByRole("button", { name: "Conferma" }).click();
      await expect(page).toHaveURL(CLIENT_SITE);
      await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
    } finally {
      // paolo's phone is now confirmed: put him back for every other test of this run (decision 029).
      await resetDemoAccounts(request, "paolo.gallo");
    }
  });
});

test("the code form answers in Italian, and five wrong codes lead to the temporary block with its countdown", async ({ page, request }) => {
  // A sign-up (password hashing), a login and two full axe scans: more than the default on a busy machine.
  test.setTimeout(90_000);
  const account = await freshAccount(request);
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
  await expectCleanScreen(page);
  for (const remaining of [3, 2, 1]) {
    await submitCode(page, wrong);
    await expect(fieldError(page, remaining === 1 ? "Codice non valido: resta 1 tentativo." : `Codice non valido: restano ${remaining} tentativi.`)).toBeVisible();
    await refusalSettled(page);
  }
  await submitCode(page, wrong);

  await expect(page).toHaveURL(`/account/temporary-blocked?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Blocco temporaneo" })).toBeVisible();
  await expect(page.locator("time.countdown__value")).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
});

test("change-mobile sends a code to the new number, and confirm-mobile shows it", async ({ page, request }) => {
  // A sign-up (password hashing), a login and two full axe scans: more than the default on a busy machine.
  test.setTimeout(90_000);
  const account = await freshAccount(request);
  await openConfirmMobile(page, account);
  await expect(page.getByText(masked(account))).toBeVisible();

  const arrival = documentAt(page, "/pending-operation/change-mobile");
  await page.getByRole("link", { name: "Cambia numero di cellulare" }).click();
  await expect(page).toHaveURL(`/pending-operation/change-mobile?${CLIENT_QUERY}`);
  await expect(page.getByRole("heading", { level: 1, name: "Cambia numero di cellulare" })).toBeVisible();
  await expect(page.getByText(`Numero attuale: ${masked(account)}`)).toBeVisible();
  await expect(page.getByLabel("Prefisso del cellulare")).toHaveValue("+39");
  await expectCleanScreen(page, await arrival);

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
  await expectCleanScreen(page);

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

test("a resend the upstream refuses shows the error toast, and the upstream's wait becomes the countdown", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const account = await freshAccount(request);
  await openConfirmMobile(page, account);
  // Our session (with its 60 s lock) goes, the upstream's pending session stays: our side now lets the
  // resend through, and the upstream, which sent a code seconds ago, refuses it.
  await context.clearCookies({ name: "ar_session" });
  await page.reload();
  await expect(page.getByText(resendWait())).toHaveCount(0);
  await resendButton(page).click();
  await expect(page.getByRole("status", { name: "Notifiche" })).toContainText("Si è verificato un errore");
  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page.getByText(resendWait())).toBeVisible();
  if (!withoutJs()) await expect(resendButton(page)).toBeDisabled();
  await expectCleanScreen(page);
});

test("without the upstream's pending session, confirm-mobile and change-mobile go back to login", async ({ page }) => {
  await page.goto(`/pending-operation/confirm-mobile?${CLIENT_QUERY}`);
  await expect(page).toHaveURL(CLIENT_LOGIN);
  await page.goto(`/pending-operation/change-mobile?${CLIENT_QUERY}`);
  await expect(page).toHaveURL(CLIENT_LOGIN);
  await page.goto("/pending-operation/confirm-mobile");
  await expect(page).toHaveURL("/feedback/generic-error");
});
