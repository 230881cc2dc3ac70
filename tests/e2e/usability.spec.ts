import { expect, test } from "./support/test";
import { signedUpAccount } from "./support/accounts";
import { errorSummary, expectHelpInCard, fieldError, refusalSettled } from "./support/checks";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn, PASSWORD } from "./support/login";
import { newestCode } from "./support/reference-api";
import { openWithSession, refuseCookies, Status } from "./support/session";

// Issue 12: no dead ends, feedback while waiting, errors people can act on, forgiving input, and the
// look at 360 × 640. Each test asserts what the customer reads, in both projects unless noted.

const withJs = () => test.info().project.use.javaScriptEnabled !== false;
const CLIENT_SITE_HEADING = { level: 1, name: "Sito del cliente" } as const;


test.describe("dead ends and misleading pages", () => {
  test("the bare address says, before any typing, to open the login from the parking site", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Apri l'accesso dal sito dei parcheggi" })).toBeVisible();
    await expect(page.getByText(/si apre dal sito o dall'app dei parcheggi/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Vai al sito dei parcheggi" })).toHaveAttribute("href", "https://parcheggi.example.it/");
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expect(page.getByText("redirect URL non specificato")).toHaveCount(0);
    await expectHelpInCard(page);
  });

  test("a stale fs in the login's query never turns a login into a sign-up success", async ({ page }) => {
    await page.goto(`${CLIENT_LOGIN}&fs=1&fsf=1`);
    await logIn(page, "mario.rossi@example.com");
    await expect(page).toHaveURL("https://parcheggi.example.it/");
    await expect(page.getByRole("heading", CLIENT_SITE_HEADING)).toBeVisible();
    await expect(page.getByText("Registrazione completata")).toHaveCount(0);
  });

  test("account/inactive tells what the reference API does and links 'Recupera la password'", async ({ page }) => {
    await openWithSession(page, `/account/inactive?${CLIENT_QUERY}`, { status: Status.inactive });
    await expect(page.getByText(/ti invieremo per e-mail una password temporanea, valida 24 ore/)).toBeVisible();
    await page.getByRole("link", { name: "Recupera la password" }).click();
    await expect(page).toHaveURL(`/reset-password?${CLIENT_QUERY}`);
    await expect(page.getByRole("heading", { level: 1, name: "Recupera la password" })).toBeVisible();
  });

  for (const { path, heading, login } of [
    { path: "/feedback/network-error", heading: "Si è verificato un errore", login: true },
    { path: "/feedback/generic-error", heading: "Si è verificato un errore", login: true },
    { path: "/feedback/404", heading: "Pagina non trovata", login: true },
    { path: "/feedback/failure", heading: "Operazione non riuscita", login: true },
  ]) {
    test(`${path} offers help and the way back to login`, async ({ page }) => {
      await page.goto(`${path}?${CLIENT_QUERY}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectHelpInCard(page);
      if (login) await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", CLIENT_LOGIN);
    });
  }

  test("temporary-blocked has a way back to login and the help links", async ({ page }) => {
    await openWithSession(page, `/account/temporary-blocked?${CLIENT_QUERY}`, { status: Status.temporaryBlocked, temporaryBlockSeconds: 300 });
    await expect(page.getByRole("heading", { level: 1, name: "Blocco temporaneo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", CLIENT_LOGIN);
    await expectHelpInCard(page);
  });

  test("a login error offers the helpline and the help desk under the message", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await logIn(page, "anna.neri@example.com");
    await expect(page.getByRole("alert")).toHaveText("Impossibile accedere: account disattivo");
    await expectHelpInCard(page);
  });

  test("network-error tells our outage from the browser's", async ({ page }) => {
    await page.goto(`/feedback/network-error?${CLIENT_QUERY}`);
    await expect(page.getByText(/Controlla la connessione a internet/)).toBeVisible();
    await page.goto(`/feedback/network-error?${CLIENT_QUERY}&cause=service`);
    await expect(page.getByRole("heading", { level: 1, name: "Servizio momentaneamente non disponibile" })).toBeVisible();
    await expect(page.getByText(/Non dipende dalla tua connessione/)).toBeVisible();
    await expect(page.getByText(/Controlla la connessione a internet/)).toHaveCount(0);
    // The marker is this page's alone: the way back does not carry it.
    await expect(page.getByRole("link", { name: "Torna al login" })).toHaveAttribute("href", CLIENT_LOGIN);
  });
});

test.describe("feedback while waiting", () => {
  test("the no-cookies page stops checking after three reloads and offers 'Riprova'", async ({ page, context }) => {
    await refuseCookies(context);
    await page.goto("/feedback/no-cookies?client=parcheggi-web&check=3");
    await expect(page.getByRole("heading", { level: 1, name: "Ops! Cookie disabilitati" })).toBeVisible();
    await expect(page.getByText("I cookie risultano ancora disabilitati. Quando li avrai abilitati, premi «Riprova».")).toBeVisible();
    await expect(page.getByRole("link", { name: "Riprova" })).toHaveAttribute("href", "/feedback/no-cookies?client=parcheggi-web");
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    expect(await page.content()).not.toContain('http-equiv="refresh"');
  });

  test("confirm-mobile says when a new code may be asked for, and an early press is information, not an error", async ({ page, request }) => {
    const account = await signedUpAccount(request);
    await page.goto(CLIENT_LOGIN);
    await logIn(page, account.email);
    await page.getByRole("link", { name: "Completa la registrazione" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Verifica il numero di cellulare" })).toBeVisible();
    if (withJs()) {
      await expect(page.getByText(/Potrai richiedere un nuovo codice tra \d\d:\d\d/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Invia di nuovo" })).toBeDisabled();
    } else {
      // Without JavaScript nothing ticks: the clock time (HH:mm, spec §9) cannot look frozen.
      await expect(page.getByText(/^Potrai richiedere un nuovo codice alle \d\d:\d\d\.$/)).toBeVisible();
      await expect(page.getByText(/tra 01:00/)).toHaveCount(0);
      await page.getByRole("button", { name: "Invia di nuovo" }).click();
      const notice = page.locator(".notice");
      await expect(notice).toHaveText(/^Il codice che ti abbiamo inviato è ancora valido: potrai richiederne uno nuovo alle \d\d:\d\d\.$/);
      // Informational: not the red of an error.
      expect(await notice.evaluate((element) => getComputedStyle(element).color)).not.toBe("rgb(176, 0, 32)");
    }
    // The attempts left, in correct Italian from the number.
    const { code } = await newestCode(request, "sms", `${account.prefix}${account.mobile}`);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const text of ["Codice non valido: restano 4 tentativi.", "Codice non valido: restano 3 tentativi.", "Codice non valido: restano 2 tentativi.", "Codice non valido: resta 1 tentativo."]) {
      await page.getByLabel("Codice ricevuto via SMS").fill(wrong);
      await page.getByRole("button", { name: "Conferma" }).click();
      await expect(fieldError(page, text)).toBeVisible();
      await refusalSettled(page);
    }
  });
});

test.describe("errors people can act on", () => {
  test("a form refused in the browser or by the server shows the error summary and 'Errore: ' in the title", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await page.getByRole("button", { name: "Accedi" }).click();
    const summary = errorSummary(page);
    await expect(summary.getByRole("heading", { level: 2, name: "C'è un problema" })).toBeVisible();
    const links = summary.getByRole("link");
    await expect(links).toHaveText(["Inserisci l'e-mail o il numero di cellulare", "Inserisci la password"]);
    await expect(links.first()).toHaveAttribute("href", /^#.+/);
    await expect(page).toHaveTitle("Errore: Area Riservata - Accedi");
    if (withJs()) await expect(summary).toBeFocused();
    // A link of the summary leads to its field.
    await links.nth(1).click();
    if (withJs()) await expect(page.getByLabel("Password", { exact: true })).toBeFocused();

    await logIn(page, "mario.rossi@example.com", "Sbagliata.2026");
    await expect(summary).toContainText("Impossibile accedere: username o password errata");
    await expect(page).toHaveTitle("Errore: Area Riservata - Accedi");
    if (withJs()) await expect(summary).toBeFocused();
  });

  test("a press on the submit button is not lost to the message the left field gets", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    // The customer is still in the field when the press comes: its blur would show a long message
    // above the button and move it from under the pointer.
    await page.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@");
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(errorSummary(page).getByRole("link")).toHaveText([/^Inserisci un'e-mail valida/]);
    await expect(page).toHaveTitle("Errore: Area Riservata - Accedi");
    await expect(page.getByLabel("E-mail o numero di cellulare")).toHaveValue("mario.rossi@");
    await refusalSettled(page);
  });

  test("a press on 'Mostra' is not lost to the message the left field gets", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    const show = page.getByRole("button", { name: "Mostra" });
    // Without JavaScript the password cannot be shown: the toggle is not offered at all.
    if (!withJs()) return expect(show).toHaveCount(0);
    // The checks arrive just after hydration and a blur before them judges nothing: the empty password
    // box is left until its message shows, which says they are here.
    const password = page.getByLabel("Password", { exact: true });
    await expect(async () => {
      await password.focus();
      await page.keyboard.press("Tab");
      await expect(fieldError(page, "Inserisci la password")).toBeVisible({ timeout: 500 });
    }).toPass();
    // Still in the e-mail box when the toggle is pressed: leaving it shows a long message above.
    await page.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@");
    await show.click();
    await expect(page.getByRole("button", { name: "Nascondi" })).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
  });
});

test.describe("forgiving input", () => {
  // One spelling in the browser; every other is the route layer's table (tests/route/login.test.ts).
  for (const spelling of ["+39 340 123 4567"]) {
    test(`mario.rossi logs in with his mobile typed as "${spelling}"`, async ({ page }) => {
      await page.goto(CLIENT_LOGIN);
      await logIn(page, spelling, PASSWORD);
      await expect(page).toHaveURL("https://parcheggi.example.it/");
      await expect(page.getByRole("heading", CLIENT_SITE_HEADING)).toBeVisible();
    });
  }

  test("the prefix sits before the number it qualifies", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    const username = page.getByLabel("E-mail o numero di cellulare");
    await username.fill("mario.rossi@example.com");
    if (withJs()) await expect(page.getByLabel("Prefisso del cellulare")).toHaveCount(0);
    await username.fill("340 123 4567");
    const prefix = page.getByLabel("Prefisso del cellulare");
    await expect(prefix).toBeVisible();
    const [prefixBox, numberBox] = [await prefix.boundingBox(), await username.boundingBox()];
    expect(prefixBox!.x + prefixBox!.width).toBeLessThanOrEqual(numberBox!.x);
  });
});

test.describe("look and layout at 360 × 640", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the card is full-width, text left-aligned, the help links shown once, the footer carries Privacy", async ({ page }) => {
    await openWithSession(page, `/account/blocked?${CLIENT_QUERY}`, { status: Status.blocked });
    await expect(page.getByRole("heading", { level: 1, name: "Account bloccato" })).toBeVisible();
    const card = await page.getByRole("main").boundingBox();
    expect(card!.x).toBe(0);
    expect(card!.width).toBe(360);
    expect(await page.getByText(/Il tuo account è bloccato/).evaluate((element) => getComputedStyle(element).textAlign)).toMatch(/^(left|start)$/);
    const footer = page.getByRole("contentinfo");
    // Issue 21: the card shows the help links, so the footer does not repeat them (decision 139).
    await expect(page.getByRole("link", { name: /^Numero verde / })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("link", { name: /^Numero verde / })).toHaveAttribute("href", "tel:800123456");
    await expect(page.getByRole("link", { name: /Scrivi all'assistenza/ })).toHaveCount(1);
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "https://parcheggi.example.it/privacy");
    // A page whose card has none: the footer carries them.
    await page.goto(CLIENT_LOGIN);
    await expect(footer.getByRole("link", { name: /^Numero verde / })).toHaveAttribute("href", "tel:800123456");
    await expect(footer.getByRole("link", { name: /Scrivi all'assistenza/ })).toHaveAttribute("href", "mailto:assistenza@parcheggi.example.it");
  });

  test("the login's prefix and username boxes show all they hold (issue 42 item 5)", async ({ page }) => {
    await page.goto(CLIENT_LOGIN);
    const username = page.getByLabel("E-mail o numero di cellulare");
    // Without JavaScript the prefix is always there, beside an e-mail too; with it, beside a number.
    await username.fill(withJs() ? "+39 340 123 4567" : "mario.rossi@example.com");
    const prefix = page.getByLabel("Prefisso del cellulare");
    await expect(prefix).toBeVisible();
    await expect(prefix).toHaveValue("+39");
    // The select sizes itself to its chosen option ("+39 Italia"): no cap may cut it shorter.
    const cut = await prefix.evaluate((select: HTMLSelectElement) => {
      const shown = select.offsetWidth;
      select.style.maxWidth = "none";
      const whole = select.offsetWidth;
      select.style.maxWidth = "";
      return whole - shown;
    });
    expect(cut).toBe(0);
    expect(await username.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth)).toBeLessThanOrEqual(0);
    // Both inside the screen.
    for (const box of [await prefix.boundingBox(), await username.boundingBox()]) expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });

  test("decorative pictures are drawn by the stylesheet, so nothing prints their file names", async ({ page }) => {
    await page.goto("/feedback/404");
    const picture = page.locator(".feedback__image");
    expect(await picture.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/\/feedback\/not-found\.svg/);
    // Images that are images say what they show (text-browsers.nojs.spec.ts prints the page as w3m does).
    for (const image of await page.locator("img").all()) await expect(image).toHaveAttribute("alt", /\S/);
    expect(await page.locator("body").innerText()).not.toMatch(/\.svg/);
  });

  test("a toast never covers the form", async ({ page }) => {
    await openWithSession(page, CLIENT_LOGIN, { toast: "Ti abbiamo inviato un nuovo codice via SMS.", toastMs: 10000 });
    const toast = page.locator(".toast").first();
    await expect(toast).toBeVisible();
    const [toastBox, formBox] = [await toast.boundingBox(), await page.locator("form").first().boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(formBox!.y);
  });
});

