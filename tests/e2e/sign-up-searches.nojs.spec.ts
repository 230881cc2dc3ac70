import { expect, test, type Page } from "@playwright/test";
import { expectCleanScreen } from "./support/checks";
import { CLIENT_QUERY, PASSWORD } from "./support/login";
import { freshEmail, freshMobile, openSignUp } from "./support/sign-up";

// Issue 25 item 7: without JavaScript each "Cerca" posts the form and the page comes back without the
// passwords (never written back into HTML). A customer who fills the form from top to bottom must
// still type the password only once, so no search may come after the passwords.

test.beforeEach(async ({ context, baseURL }) => {
  // Every optional field shown, the invoicing section and its two searches included (decision 072).
  await context.addCookies([{ name: "ra_test_sign_up_fields", value: "all", url: baseURL! }]);
});

type Step = { kind: "fill" | "select" | "check" | "search"; label: string };

/** The form's boxes and search buttons in the order the page has them, by what they are called. */
function stepsInOrder(page: Page): Promise<Step[]> {
  return page.locator("form#sign-up").evaluate((form: HTMLFormElement) =>
    Array.from(form.elements).flatMap((element): Step[] => {
      const control = element as HTMLInputElement;
      const label = control.getAttribute("aria-label") ?? control.labels?.[0]?.textContent ?? "";
      if (control.tagName === "BUTTON") return control.name === "intent" ? [{ kind: "search", label }] : [];
      if (control.type === "hidden" || control.tagName === "FIELDSET") return [];
      if (control.tagName === "SELECT") return [{ kind: "select", label }];
      if (control.type === "radio" || control.type === "checkbox") return [{ kind: "check", label }];
      return [{ kind: "fill", label }];
    }),
  );
}

test("a customer filling the form top to bottom, invoicing searches included, types the password once", async ({ page }) => {
  // Two searches, a sign-up and an axe scan of the longest form on a shared machine.
  test.setTimeout(60_000);
  const email = freshEmail();
  const mobile = freshMobile();
  const typed: Record<string, string> = {
    Nome: "Giovanna",
    Cognome: "Esposito",
    Giorno: "14",
    Mese: "3",
    Anno: "1988",
    "E-mail": email,
    "Ripeti l'e-mail": email,
    "Numero di cellulare": mobile,
    Password: PASSWORD,
    "Ripeti la password": PASSWORD,
    "Ragione sociale": "Esposito srl",
    "Partita IVA": "01234567890",
    Paese: "ital",
    Comune: "milan",
    Indirizzo: "Via Roma",
    "Numero civico": "10",
  };
  const ticked = [/^Preferisco non indicarlo$/, /\(obbligatorio\)$/];
  const picks: Record<string, RegExp> = { "Cerca il paese": /^Scegli Italia$|^Italia$/, "Cerca il comune": /^Milano \(MI\) \d{5}$/ };
  let passwordsTyped = 0;

  await openSignUp(page);
  const invoicing = page.getByRole("group", { name: /Dati di fatturazione/ });
  for (const step of await stepsInOrder(page)) {
    if (step.kind === "fill" && step.label in typed) {
      await page.getByLabel(step.label, { exact: true }).fill(typed[step.label]!);
      if (step.label === "Password") passwordsTyped += 1;
    } else if (step.kind === "check" && ticked.some((name) => name.test(step.label))) {
      await page.getByLabel(step.label, { exact: true }).check();
    } else if (step.kind === "search") {
      await invoicing.getByRole("button", { name: step.label }).click();
      await page.getByRole("button", { name: picks[step.label]! }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Crea il tuo account" })).toBeVisible();
      // Nothing typed so far is lost, so nothing asks for it again.
      await expect(page.getByText("Per sicurezza, scrivi di nuovo la password")).toHaveCount(0);
    }
  }
  await expect(invoicing.getByLabel("Comune", { exact: true })).toHaveValue("Milano");
  await expect(invoicing.getByLabel("Provincia")).toHaveValue("MI");
  await expectCleanScreen(page);
  await page.getByRole("button", { name: "Registrati", exact: true }).click();

  await expect(page).toHaveURL(`/pending-operation/confirm-mobile?${CLIENT_QUERY}&fs=1`);
  await expect(page.getByRole("heading", { level: 1, name: "Verifica il numero di cellulare" })).toBeVisible();
  expect(passwordsTyped).toBe(1);
});

test("a customer who goes back up to search after typing the password is asked for it again, and told so", async ({ page }) => {
  await openSignUp(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Ripeti la password", { exact: true }).fill(PASSWORD);
  const invoicing = page.getByRole("group", { name: /Dati di fatturazione/ });
  await invoicing.getByLabel("Comune", { exact: true }).fill("milan");
  await invoicing.getByRole("button", { name: "Cerca il comune" }).click();
  await expect(page.getByRole("button", { name: /^Milano \(MI\) \d{5}$/ }).first()).toBeVisible();
  // Never written back into the page: the boxes are empty, and the page says why.
  await expect(page.getByText("Per sicurezza, scrivi di nuovo la password")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Ripeti la password", { exact: true })).toHaveValue("");
  expect(await page.content()).not.toContain(PASSWORD);
});
