import { describe, expect, it } from "vitest";
import { Browser, CLIENT_QUERY, decode, fieldError, fieldValue, formMessages, heading, linkTo, PASSWORD, pageText, textOf, withClient } from "./support/browser";
import { ORIGIN, routeApp } from "./support/harness";

const app = routeApp();

const CLIENT_LOGIN = withClient("/auth/client_login");
const SSO_QUERY = `returnUrl=${encodeURIComponent("https://parcheggi.example.it/sso")}`;
const SSO_LOGIN = `/auth/sso-login?${SSO_QUERY}`;

/** A browser on the login form, with the cookies and token its page gave it. */
async function onLogin(path = CLIENT_LOGIN): Promise<Browser> {
  const browser = new Browser(app());
  expect((await browser.get(path)).status).toBe(200);
  return browser;
}

describe("the ways in (/, /auth)", () => {
  it.each([
    [`/?${CLIENT_QUERY}`, `/auth?${CLIENT_QUERY}`],
    [`/auth?${CLIENT_QUERY}`, CLIENT_LOGIN],
    [`/auth?${SSO_QUERY}`, SSO_LOGIN],
    ["/auth", "/auth/client_login"],
  ])("%s redirects to %s", async (path, location) => {
    const page = await new Browser(app()).get(path);
    expect(page.status).toBe(302);
    expect(page.location).toBe(location);
  });
});

describe("login loaders", () => {
  it.each([
    [CLIENT_LOGIN, "Accedi"],
    [SSO_LOGIN, "Accedi"],
    // Decision 090: a login that cannot succeed says so before anyone types.
    ["/auth/client_login", "Apri l'accesso dal sito dei parcheggi"],
    ["/auth/client_login?redirect=https%3A%2F%2Fparcheggi.example.it%2F", "Apri l'accesso dal sito dei parcheggi"],
    ["/auth/sso-login", "Apri l'accesso dal sito dei parcheggi"],
  ])("%s shows “%s”", async (path, title) => {
    const page = await new Browser(app()).get(path);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe(title);
    expect(page.html.includes('name="password"')).toBe(title === "Accedi");
  });
});

describe("login action: refusals", () => {
  it.each([
    { case: "nothing typed", fields: { username: "", password: "" }, errors: { username: "Inserisci l'e-mail o il numero di cellulare", password: "Inserisci la password" } },
    {
      case: "neither an e-mail nor a number",
      fields: { username: "mario", password: PASSWORD },
      errors: { username: "Inserisci un'e-mail valida, per esempio nome@esempio.it, oppure un numero di cellulare, per esempio 340 123 4567" },
    },
    { case: "no password", fields: { username: "mario.rossi@example.com", password: "" }, errors: { password: "Inserisci la password" } },
  ])("$case: 400, the message at its field, the username kept, the password never sent back", async ({ fields, errors }) => {
    const browser = await onLogin();
    const page = await browser.post(CLIENT_LOGIN, { ...fields, prefix: "+39" });
    expect(page.status).toBe(400);
    expect(heading(page)).toBe("Accedi");
    for (const [field, message] of Object.entries(errors)) expect(fieldError(page, field)).toBe(message);
    expect(fieldValue(page, "username")).toBe(fields.username || null);
    expect(fieldValue(page, "password")).toBeNull();
    if (fields.password) expect(page.html).not.toContain(fields.password);
  });

  it.each(["/auth/client_login", "/auth/client_login?redirect=https%3A%2F%2Fparcheggi.example.it%2F", "/auth/sso-login"])(
    "a post to %s, which cannot log in, is refused before the upstream: 400, the page that says where to open the login",
    async (path) => {
      const browser = await onLogin();
      const page = await browser.post(path, { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
      expect(page.status).toBe(400);
      expect(heading(page)).toBe("Apri l'accesso dal sito dei parcheggi");
      expect(page.html).not.toContain(PASSWORD);
    },
  );

  it.each([
    ["a wrong password", "mario.rossi@example.com", "Sbagliata.2026"],
    ["an unknown user", "nessuno@example.com", PASSWORD],
  ])("%s: “username o password errata”, the same for both (design §6)", async (_case, username, password) => {
    const browser = await onLogin();
    const page = await browser.post(CLIENT_LOGIN, { username, prefix: "+39", password });
    expect(page.location).toBeNull();
    expect(formMessages(page)).toEqual(["Impossibile accedere: username o password errata"]);
    expect(fieldValue(page, "username")).toBe(username);
    expect(page.html).not.toContain(password);
  });

  it("a disabled account: “account disattivo” (design §6, anna.neri)", async () => {
    const browser = await onLogin();
    const page = await browser.post(CLIENT_LOGIN, { username: "anna.neri@example.com", prefix: "+39", password: PASSWORD });
    expect(page.location).toBeNull();
    expect(formMessages(page)).toEqual(["Impossibile accedere: account disattivo"]);
  });
});

describe("login action: the gate (design §7)", () => {
  it("a post from a browser without our cookie goes to no-cookies, the query kept", async () => {
    const browser = new Browser(app());
    const page = await browser.post(CLIENT_LOGIN, { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD }, { csrf: null });
    expect(page.status).toBe(303);
    expect(page.location).toBe(`/feedback/no-cookies?${CLIENT_QUERY}`);
  });

  it("a post without this browser's token does nothing: 403, the form again with the username, never the password", async () => {
    const browser = await onLogin();
    const page = await browser.post(CLIENT_LOGIN, { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD }, { csrf: "forged" });
    expect(page.status).toBe(403);
    expect(page.location).toBeNull();
    expect(formMessages(page)).toEqual([
      "La pagina è scaduta per sicurezza. Abbiamo conservato i dati inseriti, tranne le password: premi di nuovo il pulsante per inviarli.",
    ]);
    expect(fieldValue(page, "username")).toBe("mario.rossi@example.com");
    expect(page.html).not.toContain(PASSWORD);
  });

  it.each([
    ["another origin", { origin: "https://evil.example" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
  ])("a post from %s is refused before the action: 403", async (_case, headers) => {
    const browser = await onLogin();
    const page = await browser.post(CLIENT_LOGIN, { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD }, { headers });
    expect(page.status).toBe(403);
    expect(pageText(page)).toContain("Richiesta rifiutata");
  });
});

describe("login action: where each demo account lands (design §6)", () => {
  it.each([
    { username: "mario.rossi@example.com", location: "https://parcheggi.example.it/", landing: null },
    { username: "giulia.bianchi@example.com", location: `/account/blocked?${CLIENT_QUERY}`, landing: "Account bloccato" },
    { username: "luca.verdi@example.com", location: `/account/closing?${CLIENT_QUERY}`, landing: "Account in chiusura" },
    { username: "paolo.gallo@example.com", location: `/account/unconfirmed?${CLIENT_QUERY}`, landing: "Account in attesa di conferma" },
    { username: "sara.conti@example.com", location: `/pending-operation/confirm-email?${CLIENT_QUERY}&fs=1`, landing: "Conferma il tuo indirizzo e-mail" },
    { username: "marco.ricci@example.com", location: `/pending-operation/need-accept-consents?${CLIENT_QUERY}`, landing: "Consensi" },
    { username: "elena.marino@example.com", location: `/pending-operation/change-password?${CLIENT_QUERY}`, landing: "Scegli una nuova password" },
    { username: "franco.greco@example.com", location: `/pending-operation/migration/need-insert-phone?${CLIENT_QUERY}`, landing: "Aggiungi il tuo numero di cellulare" },
    { username: "chiara.lombardi@example.com", location: `/account/inactive?${CLIENT_QUERY}`, landing: "Account inattivo" },
    { username: "3409999999", location: `/pending-operation/email-selection?${CLIENT_QUERY}`, landing: "Scegli il tuo account" },
  ])("$username → $location", async ({ username, location, landing }) => {
    const browser = await onLogin();
    const answer = await browser.post(CLIENT_LOGIN, { username, prefix: "+39", password: PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(location);
    if (landing) {
      const page = await browser.follow(answer);
      expect(page.status).toBe(200);
      expect(heading(page)).toBe(landing);
    }
  });

  // However the customer writes his mobile (design §5), it is the same account; e2e types one spelling.
  it.each(["+39 340 123 4567", "0039 3401234567", "340-123-4567", "340 123 4567", "+393401234567"])(
    "mario.rossi's mobile typed as %s logs him in",
    async (username) => {
      const browser = await onLogin();
      const answer = await browser.post(CLIENT_LOGIN, { username, prefix: "+39", password: PASSWORD });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe("https://parcheggi.example.it/");
    },
  );

  it("the single-sign-on login of an active account returns to the returnUrl", async () => {
    const browser = await onLogin(SSO_LOGIN);
    const answer = await browser.post(SSO_LOGIN, { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("https://parcheggi.example.it/sso");
  });

  it("the single-sign-on login refuses a wrong password as the client login does", async () => {
    const browser = await onLogin(SSO_LOGIN);
    const page = await browser.post(SSO_LOGIN, { username: "mario.rossi@example.com", prefix: "+39", password: "Sbagliata.2026" });
    expect(formMessages(page)).toEqual(["Impossibile accedere: username o password errata"]);
  });
});

/** Issue 41: the form as the page renders it is what the action reads, in both languages. */
describe("the login page's own form, submitted as a browser without JavaScript does", () => {
  it.each([
    ["it-IT", "Accedi"],
    ["en", "Sign in"],
  ])("in %s, the demo login lands on the client's redirect; a wrong password shows the form again", async (language, title) => {
    const browser = new Browser(app(), { "accept-language": language });
    const page = await browser.get(CLIENT_LOGIN);
    expect(heading(page)).toBe(title);
    const refused = await browser.submit(page, { fill: { username: "mario.rossi@example.com", password: "wrong-password" } });
    expect(refused.status).toBe(200);
    expect(heading(refused)).toBe(title);
    expect(fieldValue(refused, "username")).toBe("mario.rossi@example.com");
    const answer = await browser.submit(refused, { fill: { username: "mario.rossi@example.com", password: PASSWORD } });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("https://parcheggi.example.it/");
  });
});

const titleOf = (page: { html: string }) => decode(/<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? "");

describe("the login page as rendered (issue 41: was e2e login.spec.ts's login screens)", () => {
  it.each([
    [CLIENT_LOGIN, CLIENT_QUERY],
    [SSO_LOGIN, SSO_QUERY],
  ])("%s: titled, its links keep the query, the fields say what they hold, the prefixes Italy first", async (path, query) => {
    const page = await new Browser(app()).get(path);
    expect(titleOf(page)).toBe("Area Riservata - Accedi");
    expect(pageText(page)).toMatch(/protetto da reCAPTCHA/);
    expect(linkTo(page, "Hai dimenticato la password?")).toBe(`/reset-password?${query}`);
    expect(linkTo(page, "Registrati")).toBe(`/sign-up?${query}`);
    // HTML's attribute names know no case: React writes autoComplete.
    expect(page.html).toMatch(/<input[^>]*autocomplete="username"[^>]*name="username"/i);
    expect(page.html).toMatch(/<input[^>]*autocomplete="current-password"[^>]*name="password"/i);
    // Without JavaScript the prefix is always there (issue 12), +39 chosen.
    const options = [...page.html.matchAll(/<option value="([^"]*)"([^>]*)>([^<]+)<\/option>/g)];
    expect(decode(options[0]![3]!)).toBe("+39 Italia");
    expect(options.find((option) => / selected/.test(option[2]!))?.[1] ?? options[0]![1]).toBe("+39");
    expect(options.map((option) => decode(option[3]!)).join()).not.toContain("Città del Vaticano");
  });
});

describe("the single-sign-on login's landings (issue 41: was e2e login.spec.ts's SSO login)", () => {
  it.each([
    { username: "luca.verdi@example.com", path: "/account/closing", landing: "Account in chiusura" },
    { username: "chiara.lombardi@example.com", path: "/account/inactive", landing: "Account inattivo" },
    { username: "giulia.bianchi@example.com", path: "/account/blocked", landing: "Account bloccato" },
  ])("$username lands on $path with the SSO query, its way back to the SSO login", async ({ username, path, landing }) => {
    const browser = await onLogin(SSO_LOGIN);
    const answer = await browser.submit(await browser.get(SSO_LOGIN), { fill: { username, password: PASSWORD } });
    expect(answer.location).toBe(`${path}?${SSO_QUERY}`);
    const page = await browser.follow(answer);
    expect(heading(page)).toBe(landing);
    expect(linkTo(page, "Torna al login")).toBe(SSO_LOGIN);
  });

  it("anna.neri: “account disattivo”, as on the client login", async () => {
    const browser = new Browser(app());
    const page = await browser.submit(await browser.get(SSO_LOGIN), { fill: { username: "anna.neri@example.com", password: PASSWORD } });
    expect(formMessages(page)).toEqual(["Impossibile accedere: account disattivo"]);
  });

  it.each(["https://evil.example/", "//evil.example/", "javascript:alert(1)", "https://parcheggi.example.it@evil.example/"])(
    "a hostile returnUrl (%s) is never followed: the login refuses, nothing leads away",
    async (hostile) => {
      const browser = new Browser(app());
      const path = `/auth/sso-login?returnUrl=${encodeURIComponent(hostile)}`;
      const page = await browser.get(path);
      const answer = page.html.includes('name="password"')
        ? await browser.submit({ ...page, path }, { fill: { username: "mario.rossi@example.com", password: PASSWORD } })
        : page;
      expect(answer.location ?? "").not.toMatch(/evil\.example|^javascript:|^\/\//);
      expect(pageText(answer)).toMatch(/Impossibile accedere|Apri l'accesso dal sito dei parcheggi/);
    },
  );
});

describe("the anti-forgery gate, more ways (issue 41: was e2e security.spec.ts and refusals.spec.ts)", () => {
  const credentials = { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD };

  it("a post with our cookie but no token: 403", async () => {
    const browser = await onLogin();
    expect((await browser.post(CLIENT_LOGIN, credentials, { csrf: null })).status).toBe(403);
  });

  it("a post with another browser's token: 403", async () => {
    const other = await onLogin();
    const otherToken = fieldValue(await other.get(CLIENT_LOGIN), "csrf");
    const browser = await onLogin();
    expect((await browser.post(CLIENT_LOGIN, credentials, { csrf: otherToken })).status).toBe(403);
  });

  it("the anti-forgery cookie lost: the page expired, the username kept, the second press logs in", async () => {
    const browser = new Browser(app());
    const page = await browser.get(CLIENT_LOGIN);
    browser.cookies.delete("ar_csrf");
    const refused = await browser.submit(page, { fill: { username: "mario.rossi@example.com", password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(heading(refused)).toBe("Accedi");
    expect(formMessages(refused)).toEqual([
      "La pagina è scaduta per sicurezza. Abbiamo conservato i dati inseriti, tranne le password: premi di nuovo il pulsante per inviarli.",
    ]);
    expect(fieldValue(refused, "username")).toBe("mario.rossi@example.com");
    expect(fieldValue(refused, "password")).toBeNull();
    const answer = await browser.submit(refused, { fill: { password: PASSWORD } });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("https://parcheggi.example.it/");
  });

  it("an oversized form: 413, the branded card with what happened, what to do, a way back and help, not kept", async () => {
    const browser = await onLogin();
    const page = await browser.post(CLIENT_LOGIN, { ...credentials, filler: "x".repeat(20_000) });
    expect(page.status).toBe(413);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(titleOf(page)).toBe("Area Riservata - Richiesta troppo grande");
    expect(heading(page)).toBe("Richiesta troppo grande");
    expect(page.html).toMatch(/<img[^>]*alt="Parcheggi — Area Riservata"/);
    expect(pageText(page)).toContain("I dati inviati superano la dimensione che possiamo accettare.");
    expect(pageText(page)).toContain("Torna alla pagina, controlla i dati inseriti e riprova.");
    const main = page.html.slice(page.html.indexOf("<main"), page.html.indexOf("</main>"));
    expect(main).toContain('href="tel:800123456"');
    expect(main).toContain('href="mailto:assistenza@parcheggi.example.it"');
    const footer = page.html.slice(page.html.indexOf("<footer"), page.html.indexOf("</footer>"));
    expect(textOf(footer)).toContain("Privacy");
    expect(linkTo(page, "Torna indietro")).toBe(CLIENT_LOGIN);
  });

  it("a post that is not a form: 415, not a server error (issue 11 item 4)", async () => {
    await onLogin();
    const response = await app().fetch(CLIENT_LOGIN, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: '{"username":"x"}' });
    expect(response.status).toBe(415);
  });
});

describe("the page cache (issue 13; was e2e page-cache.spec.ts without JavaScript)", () => {
  it("a login page served from the cache carries this browser's own token, and logs in", async () => {
    for (const _ of [1, 2]) expect((await new Browser(app()).get(CLIENT_LOGIN)).status).toBe(200);
    const browser = new Browser(app());
    const page = await browser.get(CLIENT_LOGIN);
    expect(page.headers.get("server-timing")).toContain("page-cache");
    expect(fieldValue(page, "csrf")).toBe(browser.cookies.get("ar_csrf"));
    const answer = await browser.submit(page, { fill: { username: "mario.rossi@example.com", password: PASSWORD } });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("https://parcheggi.example.it/");
  });
});
