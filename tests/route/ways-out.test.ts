import { describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { Browser, heading, linkTo, withClient } from "./support/browser";
import { routeApp } from "./support/harness";

const app = routeApp();

// Issue 25 item 4: a screen that names a way forward links to it, with the login's query.
describe("the ways out of a screen", () => {
  it("account/closing offers the new account it speaks of, which opens the sign-up", async () => {
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus.closing });
    const page = await browser.get(withClient("/account/closing"));
    expect(heading(page)).toBe("Account in chiusura");
    const newAccount = linkTo(page, "Crea un nuovo account");
    expect(newAccount).toBe(withClient("/sign-up"));
    expect(heading(await browser.get(newAccount!))).toBe("Crea il tuo account");
  });

  // The pending operations a customer may not finish now (a code that never arrives, a consent to think about).
  it.each([
    ["/pending-operation/confirm-email", AccountStatus.unconfirmed, "Conferma il tuo indirizzo e-mail"],
    ["/pending-operation/need-accept-consents", AccountStatus.needAcceptConsents, "Consensi"],
    ["/pending-operation/confirm-consents", AccountStatus.needAcceptConsents, "Consensi"],
    ["/pending-operation/change-password", AccountStatus.needChangePassword, "Scegli una nuova password"],
    ["/pending-operation/migration/need-insert-phone", AccountStatus.unconfirmed, "Aggiungi il tuo numero di cellulare"],
  ])("%s offers “Torna al login”, which opens the login", async (path, status, title) => {
    const browser = new Browser(app());
    await browser.session({ status });
    const page = await browser.get(withClient(path));
    expect(page.status).toBe(200);
    expect(heading(page)).toBe(title);
    const back = linkTo(page, "Torna al login");
    expect(back).toBe(withClient("/auth/client_login"));
    expect(heading(await browser.get(back!))).toBe("Accedi");
  });
});
