import { describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { Browser, CLIENT_QUERY, heading, linkTo, pageText, withClient } from "./support/browser";
import { routeApp } from "./support/harness";

const app = routeApp();

// Spec §2: each account page opens only for its stored status.
const PAGES: { path: string; status: keyof typeof AccountStatus; title: string; says: string }[] = [
  { path: "/account/temporary-blocked", status: "temporaryBlocked", title: "Blocco temporaneo", says: "Utente temporaneamente bloccato" },
  { path: "/account/blocked", status: "blocked", title: "Account bloccato", says: "Contatta l'assistenza oppure accedi con un altro indirizzo" },
  { path: "/account/unconfirmed", status: "unconfirmed", title: "Account in attesa di conferma", says: "verifica il tuo numero di cellulare" },
  { path: "/account/inactive", status: "inactive", title: "Account inattivo", says: "recupera la password" },
  { path: "/account/closing", status: "closing", title: "Account in chiusura", says: "La chiusura del tuo account è in corso" },
  { path: "/account/active", status: "active", title: "Account attivo", says: "puoi accedere con le tue credenziali" },
  { path: "/account/closed", status: "closed", title: "Account chiuso", says: "Il tuo account è stato chiuso" },
];

describe.each(PAGES)("$path", ({ path, status, title, says }) => {
  it("without a session: back to the login the query names", async () => {
    const page = await new Browser(app()).get(withClient(path));
    expect(page.status).toBe(302);
    expect(page.location).toBe(withClient("/auth/client_login"));
  });

  it("without a session nor a login to go back to: the generic error page", async () => {
    const page = await new Browser(app()).get(path);
    expect(page.status).toBe(302);
    expect(page.location).toBe("/feedback/generic-error");
  });

  // Every other status of the enumeration, by name: one that shared this page's number would open it.
  it("with any other status: the same way out (spec §2)", async () => {
    const browser = new Browser(app());
    for (const [other, value] of Object.entries(AccountStatus).filter(([name]) => name !== status)) {
      await browser.session({ status: value });
      const page = await browser.get(withClient(path));
      expect(page.status, `${path} with the status ${other}`).toBe(302);
      expect(page.location, `${path} with the status ${other}`).toBe(withClient("/auth/client_login"));
    }
  });

  it(`with its status: “${title}”, a way back to the login`, async () => {
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus[status], temporaryBlockSeconds: 90 });
    const page = await browser.get(withClient(path));
    expect(page.status).toBe(200);
    expect(heading(page)).toBe(title);
    expect(pageText(page)).toContain(says);
    expect(linkTo(page, "Torna al login")).toBe(withClient("/auth/client_login"));
    // Issue 12: every status page offers a way forward: the helpline and the help desk, in the card.
    expect(/<title>([^<]*)<\/title>/.exec(page.html)?.[1]).toBe(`Area Riservata - ${title}`);
    const card = page.html.slice(page.html.indexOf("<main"), page.html.indexOf("</main>"));
    expect(card).toContain('href="tel:800123456"');
    expect(card).toContain('href="mailto:assistenza@parcheggi.example.it"');
  });
});

describe("what the account pages lead to", () => {
  it("blocked, from the single-sign-on login: back to that login, its query kept", async () => {
    const query = `returnUrl=${encodeURIComponent("https://parcheggi.example.it/sso")}`;
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus.blocked });
    const page = await browser.get(`/account/blocked?${query}`);
    expect(heading(page)).toBe("Account bloccato");
    expect(linkTo(page, "Torna al login")).toBe(`/auth/sso-login?${query}`);
  });

  it("/account redirects to / (spec §2)", async () => {
    const page = await new Browser(app()).get("/account");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/");
  });

  it("unconfirmed: “Completa la registrazione” goes to confirm-mobile with the query", async () => {
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus.unconfirmed });
    const page = await browser.get(withClient("/account/unconfirmed"));
    expect(linkTo(page, "Completa la registrazione")).toBe(withClient("/pending-operation/confirm-mobile"));
  });

  it("inactive: a way to reset the password", async () => {
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus.inactive });
    const page = await browser.get(withClient("/account/inactive"));
    expect(linkTo(page, "Recupera la password")).toBe(withClient("/reset-password"));
  });

  it("temporary-blocked, while the block lasts: the time left as mm:ss, “Invia di nuovo” disabled, a reload at its end", async () => {
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus.temporaryBlocked, temporaryBlockSeconds: 90 });
    const page = await browser.get(withClient("/account/temporary-blocked"));
    const shown = /<time class="countdown__value"[^>]*>(\d\d):(\d\d)<\/time>/.exec(page.html);
    expect(shown).not.toBeNull();
    const seconds = Number(shown![1]) * 60 + Number(shown![2]);
    // Set 90 s ahead just before: a slow machine may have spent a second or two since.
    expect(seconds).toBeGreaterThan(80);
    expect(seconds).toBeLessThanOrEqual(90);
    expect(page.html).toMatch(/<div data-countdown="wait">[\s\S]*?<button[^>]*disabled[^>]*>Invia di nuovo<\/button>/);
    expect(page.html).toMatch(/<meta http-equiv="refresh" content="\d+"/);
  });

  it("temporary-blocked, once over: “Invia di nuovo” leads to confirm-mobile (spec §2)", async () => {
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus.temporaryBlocked, temporaryBlockSeconds: 0 });
    const page = await browser.get(withClient("/account/temporary-blocked"));
    expect(pageText(page)).toContain("Ora puoi richiedere un nuovo codice.");
    expect(page.html).toMatch(/<div data-countdown="wait" hidden="">/);
    expect(linkTo(page, "Invia di nuovo")).toBe(withClient("/pending-operation/confirm-mobile"));
  });

  it("temporary-blocked during a thin registration: “Invia di nuovo” resumes its code screen (decision 080)", async () => {
    const browser = new Browser(app());
    await browser.session({ status: AccountStatus.temporaryBlocked, temporaryBlockSeconds: 0, thinStep: "/sign-up-finalization/verify-mobile" });
    const page = await browser.get(`/account/temporary-blocked?${CLIENT_QUERY}`);
    expect(linkTo(page, "Invia di nuovo")).toBe(withClient("/sign-up-finalization/verify-mobile"));
  });
});
