import { expect, test } from "@playwright/test";
import { errorSummary } from "./support/checks";
import { CLIENT_LOGIN, CLIENT_QUERY, logIn, PASSWORD } from "./support/login";
import { hydrated } from "./support/session";
import { fillSignUp, openSignUp, submitSignUp } from "./support/sign-up";

// Only with JavaScript (the .js.spec.ts files run in the js project alone): the upstream's checks on
// blur and the password rules ticked live. Without JavaScript the same verdicts come with the submit.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "ra_test_sign_up_fields", value: "all", url: baseURL! }]);
});

test("with JavaScript, the upstream's verdict on the e-mail appears when the field is left", async ({ page }) => {
  test.setTimeout(60_000);
  await openSignUp(page, CLIENT_QUERY);
  // The checks on blur are the enhanced page's: a box left before hydration is not checked.
  await hydrated(page);
  await page.getByLabel("E-mail", { exact: true }).fill("mario.rossi@example.com");
  await page.getByLabel("Ripeti l'e-mail").focus();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(/Questo indirizzo e-mail è già registrato/);
  await page.getByLabel("Password", { exact: true }).fill("corta");
  await expect(page.getByText("da 8 a 64 caratteri (non ancora rispettata)")).toBeAttached();
  await page.getByLabel("Ripeti la password").focus();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/La password non rispetta le regole indicate/);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByText("da 8 a 64 caratteri (rispettata)")).toBeAttached();
});

// Issue 42 item 1: the rules named the four the browser can judge, and approved a password the server
// then refused as one of the most used. The fifth rule is met only once the server has said so.
for (const language of ["it", "en"] as const) {
  test.describe(`the common-password rule (${language})`, () => {
    test.use({ locale: language === "en" ? "en-GB" : "it-IT" });
    const words = {
      it: { heading: "Crea il tuo account", password: "Password", again: "Ripeti la password", refused: /tra le più usate/, met: "(rispettata)", unmet: "(non ancora rispettata)" },
      en: { heading: "Create your account", password: "Password", again: "Repeat your password", refused: /one of the most common/, met: "(met)", unmet: "(not met yet)" },
    }[language];

    test("Password1! never shows every rule as met; a good password does once the box is left", async ({ page }) => {
      await page.goto(`/sign-up?${CLIENT_QUERY}`);
      await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
      await hydrated(page);
      const password = page.getByLabel(words.password, { exact: true });
      const rules = page.locator("#sign-up-password-rules li");
      const commonRule = rules.nth(4);
      for (const typed of ["Password1!", "Qwerty123!"]) {
        await password.fill(typed);
        await expect(rules.nth(3)).toContainText(words.met);
        await expect(commonRule).toContainText(words.unmet);
        await page.getByLabel(words.again).focus();
        await expect(password).toHaveAccessibleDescription(words.refused);
        await expect(commonRule).toContainText(words.unmet);
        await expect(page.locator(".password-rules__met")).toHaveCount(4);
      }
      await password.fill(PASSWORD);
      // Not yet: the browser knows only the worst offenders; the server answers as the box is left.
      await expect(commonRule).toContainText(words.unmet);
      await page.getByLabel(words.again).focus();
      await expect(page.locator(".password-rules__met")).toHaveCount(5);
    });
  });
}

test("change-password lists the common-password rule and never marks Password1! as meeting the rules", async ({ page }) => {
  await page.goto(CLIENT_LOGIN);
  await logIn(page, "elena.marino@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Scegli una nuova password" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Nuova password", { exact: true }).fill("Password1!");
  await expect(page.locator(".password-rules li").nth(4)).toHaveText("non essere tra le password più usate");
  await expect(page.locator(".password-rules__met")).toHaveCount(0);
});

// Issue 42 item 6: the checks made as each box was left, then the submit's own answer, said three things
// about one registered customer where the same submit without JavaScript says one.
test("an already registered customer hears it once after the submit, as without JavaScript", async ({ page, context }) => {
  test.setTimeout(60_000);
  // The brand's own form: the optional fields of the other tests here would only add their own errors.
  await context.clearCookies({ name: "ra_test_sign_up_fields" });
  await openSignUp(page, CLIENT_QUERY);
  await hydrated(page);
  await fillSignUp(page, { email: "mario.rossi@example.com", mobile: "3401234567" });
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(/già registrato/);
  await submitSignUp(page);
  await expect(errorSummary(page)).toContainText("Esiste già un account con questi dati: accedi oppure recupera la password");
  // Neither box left before still says its own, at the box or in the summary.
  await expect(page.getByText(/già registrat|Esiste già un account/)).toHaveCount(1);
});
