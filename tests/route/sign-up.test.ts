import { describe, expect, it } from "vitest";
import { Browser, fieldError, fieldValue, formMessages, freshMobile, heading, lastCode, linkTo, pageText, PASSWORD, withClient } from "./support/browser";
import { routeApp } from "./support/harness";
import { signUpFields } from "./support/sign-up";

const app = routeApp();

const COMMON_PASSWORD = "Questa password è tra le più usate e facili da indovinare: scegline un'altra.";

const SIGN_UP = withClient("/sign-up");

async function onForm(): Promise<Browser> {
  const browser = new Browser(app());
  const page = await browser.get(SIGN_UP);
  expect(page.status).toBe(200);
  expect(heading(page)).toBe("Crea il tuo account");
  return browser;
}

describe("sign-up: refusals", () => {
  it("an empty form: 400, each required field says what it needs", async () => {
    const browser = await onForm();
    const page = await browser.post(SIGN_UP, { mobileCountryCode: "+39" });
    expect(page.status).toBe(400);
    expect({
      firstName: fieldError(page, "firstName"),
      lastName: fieldError(page, "lastName"),
      email: fieldError(page, "email"),
      mobileNumber: fieldError(page, "mobileNumber"),
      password: fieldError(page, "password"),
      passwordAgain: fieldError(page, "passwordAgain"),
    }).toEqual({
      firstName: "Inserisci il nome",
      lastName: "Inserisci il cognome",
      email: "Inserisci l'indirizzo e-mail",
      mobileNumber: "Inserisci il numero di cellulare",
      password: "Inserisci la password",
      passwordAgain: "Ripeti la password",
    });
    expect(page.html).toContain("Inserisci la data di nascita");
  });

  it("one wrong field: its message, every other value kept, the passwords never sent back", async () => {
    const browser = await onForm();
    const fields = signUpFields({ passwordAgain: "Diversa.2026" });
    const page = await browser.post(SIGN_UP, fields);
    expect(page.status).toBe(400);
    expect(fieldError(page, "passwordAgain")).toBe("Le due password non coincidono");
    expect(fieldError(page, "email")).toBeNull();
    for (const name of ["firstName", "lastName", "email", "mobileNumber"]) expect(fieldValue(page, name)).toBe(fields[name]);
    expect(fieldValue(page, "password")).toBeNull();
    expect(page.html).not.toContain(PASSWORD);
    expect(page.html).not.toContain("Diversa.2026");
  });

  // Every field code of spec §5 the reference API gives; e2e walks one of them in both modes.
  it.each([
    ["USED_EMAIL", "email", { email: "mario.rossi@example.com" }, "Questo indirizzo e-mail è già registrato: accedi oppure recupera la password"],
    ["USED_MOBILE", "mobileNumber", { mobileNumber: "340 123 4567" }, "Questo numero di cellulare è già registrato: accedi oppure usa un altro numero"],
    ["BLOCKED_EMAIL", "email", { email: "giulia.bianchi@example.com" }, "Questo indirizzo e-mail non può essere usato"],
    ["BLOCKED_MOBILE", "mobileNumber", { mobileNumber: "3401234568" }, "Questo numero di cellulare non può essere usato"],
    ["NOV (password)", "password", { password: "corta", passwordAgain: "corta" }, "La password non rispetta le regole indicate"],
    // Six digits: the form reads it as a number (issue 20), only the upstream finds it no mobile.
    ["NOV (mobile)", "mobileNumber", { mobileNumber: "123456" }, "Questo numero di cellulare non è valido"],
  ])("the upstream's %s: its message at the %s field, the passwords asked again (spec §5)", async (_code, field, overrides, message) => {
    const browser = await onForm();
    const fields = signUpFields(overrides);
    const page = await browser.post(SIGN_UP, fields);
    expect(page.location).toBeNull();
    expect(fieldError(page, field)).toEqual(expect.stringContaining(message));
    expect(pageText(page)).toContain("Per sicurezza, scrivi di nuovo la password");
    expect(fieldValue(page, "password")).toBeNull();
    expect(fieldValue(page, "firstName")).toBe(fields.firstName);
  });

  it.each([
    ["ERR_ACCOUNT_ALREADY_EXISTS", { email: "mario.rossi@example.com", mobileNumber: "3401234567" }, "Esiste già un account con questi dati: accedi oppure recupera la password"],
    ["CREATE_USER_ERROR", { email: `route.${Date.now()}@create-user-error.example` }, "Non è stato possibile creare l'account. Riprova tra qualche minuto."],
  ])("the upstream's %s: said above the form, what was typed kept", async (_code, overrides, message) => {
    const browser = await onForm();
    const page = await browser.post(SIGN_UP, signUpFields(overrides));
    expect(page.location).toBeNull();
    expect(formMessages(page)).toEqual([expect.stringContaining(message)]);
    expect(fieldValue(page, "email")).toBe(overrides.email);
    expect(fieldValue(page, "password")).toBeNull();
  });

  it("with another field wrong too, one answer says both (decision 144)", async () => {
    const browser = await onForm();
    const page = await browser.post(SIGN_UP, signUpFields({ email: "mario.rossi@example.com", firstName: "" }));
    expect(page.status).toBe(400);
    expect(fieldError(page, "firstName")).toBe("Inserisci il nome");
    expect(fieldError(page, "email")).toBe("Questo indirizzo e-mail è già registrato: accedi oppure recupera la password");
  });

  // Decision 160: the rules are met, the password is among the most used; the server alone knows the list.
  it.each(["Password1!", "Qwerty123!", "Juventus1!"])("a common password (%s): 400 with why at its field, nothing registered", async (password) => {
    const browser = await onForm();
    const fields = signUpFields({ password, passwordAgain: password });
    const page = await browser.post(SIGN_UP, fields);
    expect(page.status).toBe(400);
    expect(fieldError(page, "password")).toBe(COMMON_PASSWORD);
    expect(fieldValue(page, "password")).toBeNull();
    expect(page.html).not.toContain(password);
    // Not registered: the same e-mail signs up once a strong password is chosen.
    const strong = await browser.post(SIGN_UP, { ...fields, password: PASSWORD, passwordAgain: PASSWORD });
    expect(strong.status).toBe(303);
  });

  it("a common password with another field wrong: one answer says both (decision 144)", async () => {
    const browser = await onForm();
    const page = await browser.post(SIGN_UP, signUpFields({ firstName: "", password: "P4ssw0rd!", passwordAgain: "P4ssw0rd!" }));
    expect(page.status).toBe(400);
    expect(fieldError(page, "firstName")).toBe("Inserisci il nome");
    expect(fieldError(page, "password")).toBe(COMMON_PASSWORD);
  });

  it("a post without this browser's token: 403, nothing registered, the values kept", async () => {
    const browser = await onForm();
    const fields = signUpFields();
    const page = await browser.post(SIGN_UP, fields, { csrf: "forged" });
    expect(page.status).toBe(403);
    expect(formMessages(page)[0]).toMatch(/^La pagina è scaduta per sicurezza/);
    expect(fieldValue(page, "email")).toBe(fields.email);
    const again = await browser.post(SIGN_UP, fields);
    expect(again.status).toBe(303);
  });
});

describe("sign-up: where a registration goes (spec §4)", () => {
  it("a new account owes its phone: confirm-mobile with fs=1, the number shown there", async () => {
    const browser = await onForm();
    const mobile = freshMobile();
    const answer = await browser.post(SIGN_UP, signUpFields({ mobileNumber: mobile }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${withClient("/pending-operation/confirm-mobile")}&fs=1`);
    const page = await browser.follow(answer);
    expect(heading(page)).toBe("Verifica il numero di cellulare");
    const sms = (await app().outbox())[0]!;
    expect([sms.channel, sms.to]).toEqual(["sms", `+39${mobile}`]);
  });

  it("the thin registration's number: the sign-up finalization, with what the upstream knows", async () => {
    const browser = await onForm();
    const answer = await browser.post(SIGN_UP, signUpFields({ mobileNumber: "335 555 0000" }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(withClient("/sign-up-finalization"));
    const page = await browser.follow(answer);
    expect(heading(page)).toBe("Completa la registrazione");
  });
});

describe("/sign-up/check (the on-blur checks, spec §7)", () => {
  async function check(browser: Browser, field: string, value: string) {
    const page = await browser.post("/sign-up/check", { field, value, prefix: "+39" });
    return { status: page.status, answer: page.status === 200 ? (JSON.parse(page.html) as { field: string | null; message: string | null }) : null };
  }

  it.each([
    ["email", "mario.rossi@example.com", "Questo indirizzo e-mail è già registrato: accedi oppure recupera la password"],
    ["email", "nuova.persona@example.com", null],
    ["mobileNumber", "3401234567", "Questo numero di cellulare è già registrato: accedi oppure usa un altro numero"],
    ["password", "corta", "La password non rispetta le regole indicate"],
    ["password", PASSWORD, null],
    ["password", "Juventus1!", "Questa password è tra le più usate e facili da indovinare: scegline un'altra."],
  ])("%s %s → %s", async (field, value, message) => {
    const browser = await onForm();
    // The password's answer also says whether it is a common one, for the rule the list ticks (decision 187).
    const common = field === "password" ? { common: message?.includes("tra le più usate") ?? false } : {};
    expect(await check(browser, field, value)).toEqual({ status: 200, answer: { field, message, ...common } });
  });

  // Issue 39 item 10e: what the form's own schema refuses is answered with the schema's words, the
  // upstream never asked (nor a look-up spent: tests/route/probe-screens.test.ts).
  const EMAIL_INVALID = "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it";
  const MOBILE_INVALID = "Questo numero di cellulare non è valido";
  const NOT_TEXT = "Il valore inviato per questo campo non è valido: scrivilo di nuovo.";
  it.each<[string, Record<string, string | string[]>, string]>([
    ["an e-mail longer than 254", { field: "email", value: `${"a".repeat(250)}@example.com` }, EMAIL_INVALID],
    ["an e-mail without a domain", { field: "email", value: "mario.rossi" }, EMAIL_INVALID],
    ["an e-mail with a space inside", { field: "email", value: "mario rossi@example.com" }, EMAIL_INVALID],
    ["two e-mails as a list", { field: "email", "value[0]": "mario.rossi@example.com", "value[1]": "luca.verdi@example.com" }, NOT_TEXT],
    ["an e-mail as an object", { field: "email", "value.x": "mario.rossi@example.com" }, NOT_TEXT],
    ["a number with letters", { field: "mobileNumber", value: "340 ABC 4567", prefix: "+39" }, MOBILE_INVALID],
    ["a number too short", { field: "mobileNumber", value: "12", prefix: "+39" }, MOBILE_INVALID],
    ["a number of 30 digits", { field: "mobileNumber", value: "3".repeat(30), prefix: "+39" }, MOBILE_INVALID],
    ["a prefix no country has", { field: "mobileNumber", value: "3401234567", prefix: "+999" }, "Scegli un prefisso dall'elenco"],
    ["two prefixes as a list", { field: "mobileNumber", value: "3401234567", "prefix[0]": "+39", "prefix[1]": "+41" }, NOT_TEXT],
    ["a password longer than 128", { field: "password", value: `${PASSWORD}${"x".repeat(128)}` }, "La password non rispetta le regole indicate"],
  ])("%s: the schema's message, the upstream not asked", async (_case, fields, message) => {
    const browser = await onForm();
    const asked = app().upstreamCalls().length;
    const page = await browser.post("/sign-up/check", fields);
    expect(page.status).toBe(200);
    expect(JSON.parse(page.html)).toEqual({ field: fields.field, message });
    expect(app().upstreamCalls()).toHaveLength(asked);
  });

  it("two fields at once is no check: 400, the upstream not asked", async () => {
    const browser = await onForm();
    const asked = app().upstreamCalls().length;
    // Named twice, the server refuses the body before the application (issue 11 item 9).
    const twice = await browser.post("/sign-up/check", { field: ["email", "mobileNumber"], value: "mario.rossi@example.com", prefix: "+39" });
    expect(twice.status).toBe(400);
    // As a list, the application reads it as conform does, and answers in the schema's words.
    const list = await browser.post("/sign-up/check", { "field[0]": "email", "field[1]": "mobileNumber", value: "mario.rossi@example.com", prefix: "+39" });
    expect(list.status).toBe(400);
    expect(JSON.parse(list.html)).toEqual({ field: null, message: NOT_TEXT });
    expect(app().upstreamCalls()).toHaveLength(asked);
  });

  it("a post without the token is refused: 403", async () => {
    const browser = await onForm();
    const page = await browser.post("/sign-up/check", { field: "email", value: "mario.rossi@example.com" }, { csrf: null });
    expect(page.status).toBe(403);
  });

  it("a GET is 405 with Allow: POST", async () => {
    const page = await new Browser(app()).get("/sign-up/check");
    expect(page.status).toBe(405);
    expect(page.headers.get("allow")).toBe("POST");
  });
});

describe("/sign-up/search/:list (the comboboxes, design §5)", () => {
  const search = async (path: string) => {
    const page = await new Browser(app()).get(path);
    return { status: page.status, options: page.status === 200 ? (JSON.parse(page.html) as { options: { label: string }[] }).options.map((option) => option.label) : null };
  };

  it("countries by name", async () => {
    const { status, options } = await search("/sign-up/search/countries?q=Fran");
    expect(status).toBe(200);
    expect(options).toContain("Francia");
  });

  it("cities from two letters on", async () => {
    expect((await search("/sign-up/search/cities?q=M")).options).toEqual([]);
    expect((await search("/sign-up/search/cities?q=Milan")).options?.some((label) => label.startsWith("Milano"))).toBe(true);
  });

  it("any other list is a 404", async () => {
    expect((await search("/sign-up/search/persone?q=Mario")).status).toBe(404);
  });
});

// Issue 25 item 7: a search posts the whole form without JavaScript; the page comes back without the
// passwords, and says so only when there were some to lose.
describe("sign-up: a search without JavaScript", () => {
  const AGAIN = "Per sicurezza, scrivi di nuovo la password e la sua ripetizione.";
  async function withInvoicing(): Promise<Browser> {
    const browser = new Browser(app());
    // Decision 072: every optional field shown, the invoicing section and its searches included.
    browser.cookies.set("ra_test_sign_up_fields", "all");
    expect(heading(await browser.get(SIGN_UP))).toBe("Crea il tuo account");
    return browser;
  }

  it("before the passwords are typed: the matches and the values kept, nothing asked for again", async () => {
    const browser = await withInvoicing();
    const page = await browser.post(SIGN_UP, { intent: "searchCity", firstName: "Giovanna", "invoicingData.city": "milan" });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/Milano \(MI\)/);
    expect(fieldValue(page, "firstName")).toBe("Giovanna");
    expect(page.html).not.toContain(AGAIN);
  });

  it("after them: the boxes come back empty, never echoed, and the page says why", async () => {
    const browser = await withInvoicing();
    const page = await browser.post(SIGN_UP, { intent: "searchCity", password: PASSWORD, passwordAgain: PASSWORD, "invoicingData.city": "milan" });
    expect(page.status).toBe(200);
    expect(page.html).toContain(AGAIN);
    expect(fieldValue(page, "password")).toBeNull();
    expect(page.html).not.toContain(PASSWORD);
  });

  it("puts the passwords after every search, so the form filled top to bottom asks for them once", async () => {
    const html = (await (await withInvoicing()).get(SIGN_UP)).html;
    const lastSearch = Math.max(html.lastIndexOf('value="searchCountry"'), html.lastIndexOf('value="searchCity"'));
    expect(lastSearch).toBeGreaterThan(0);
    expect(html.indexOf('name="password"')).toBeGreaterThan(lastSearch);
  });
});

// Issue 41: the journeys a browser without JavaScript made in tests/e2e/sign-up.spec.ts, on the form as
// rendered (its field names, hidden token, the date's three boxes and the consents' boxes).
describe("sign-up: the form as rendered, submitted as a browser without JavaScript", () => {
  async function form() {
    const browser = new Browser(app());
    const page = await browser.get(SIGN_UP);
    return { browser, page };
  }
  const typed = (overrides: Record<string, string> = {}) => {
    const fields = signUpFields(overrides);
    delete fields.consents;
    return fields;
  };

  it("the empty form: the brand's fields only, +39 chosen, the login's link, new passwords", async () => {
    const { page } = await form();
    expect(page.html).toMatch(/name="dateOfBirth\.day"/);
    expect(page.html).not.toMatch(/name="(emailAgain|gender|fiscalCode)"/);
    expect(fieldValue(page, "mobileCountryCode") ?? page.html).toMatch(/\+39/);
    expect(page.html.match(/autocomplete="new-password"/gi)).toHaveLength(2);
    expect(page.html.match(/type="checkbox"[^>]*name="consents"|name="consents"[^>]*type="checkbox"/g)).toHaveLength(3);
    expect(linkTo(page, "Accedi")).toBe(withClient("/auth/client_login"));
    const login = await new Browser(app()).get(withClient("/auth/client_login"));
    expect(linkTo(login, "Registrati")).toBe(SIGN_UP);
  });

  it("a new customer fills it in, confirms the SMS code and reaches the success page, whose Continua leads to the client", async () => {
    const { browser, page } = await form();
    const fields = typed();
    const answer = await browser.submit(page, { fill: { ...fields, consents: "PRIVACY" } });
    expect(answer.location).toBe(`${withClient("/pending-operation/confirm-mobile")}&fs=1`);
    const confirm = await browser.follow(answer);
    expect(heading(confirm)).toBe("Verifica il numero di cellulare");
    expect(pageText(confirm)).toContain(fields.mobileNumber!.slice(-2));
    const code = await lastCode(app(), `+39${fields.mobileNumber}`);
    const confirmed = await browser.submit(confirm, { fill: { code }, press: "Conferma" });
    expect(confirmed.location).toMatch(/^\/sign-up\/feedback\/success\?.*sr=/);
    const success = await browser.follow(confirmed);
    expect(heading(success)).toBe("Registrazione completata");
    expect(linkTo(success, "Continua")).toBe("https://parcheggi.example.it/");
  });

  it("an impossible date and an unticked consent: each at its field, the values kept but the passwords", async () => {
    const { browser, page } = await form();
    const fields = typed({ "dateOfBirth.day": "31", "dateOfBirth.month": "2", passwordAgain: "Parcheggio.2027" });
    const refused = await browser.submit(page, { fill: fields });
    expect(refused.status).toBe(400);
    const text = pageText(refused);
    expect(text).toContain("La data di nascita deve essere una data reale");
    expect(text).toContain("Le due password non coincidono");
    expect(text).toContain("Per continuare devi accettare il consenso obbligatorio");
    expect(fieldValue(refused, "firstName")).toBe(fields.firstName);
    expect(fieldValue(refused, "dateOfBirth.year")).toBe("1988");
    expect(fieldValue(refused, "password")).toBeNull();
  });

  it("a date in the future and an age under 18 are refused with their own words", async () => {
    const { browser, page } = await form();
    const year = new Date().getFullYear();
    const future = await browser.submit(page, { fill: { ...typed({ "dateOfBirth.year": String(year + 1) }), consents: "PRIVACY" } });
    expect(pageText(future)).toContain("La data di nascita deve essere nel passato");
    const young = await browser.submit({ ...future, path: SIGN_UP }, { fill: { ...typed({ "dateOfBirth.year": String(year - 10) }), consents: "PRIVACY" } });
    expect(pageText(young)).toContain("Per registrarti devi avere almeno 18 anni");
  });
});
