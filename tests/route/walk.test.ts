import { describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { Browser, decode, fieldError, freshMobile, heading, linkTo, pageText, PASSWORD, textOf, withClient, type Page } from "./support/browser";
import { routeApp } from "./support/harness";
import { signUp } from "./support/sign-up";

// Issue 42: what a walk of every screen, in both languages and without JavaScript, still found. Each
// block names its item. This file moves its server's clock (decision 152), so it has the server to itself.
const app = routeApp();

const CLIENT_SITE = "https://parcheggi.example.it/";
const italian = () => new Browser(app());
const english = () => new Browser(app(), { "accept-language": "en-GB" });

const titleOf = (page: Page) => decode(/<title>([\s\S]*?)<\/title>/.exec(page.html)?.[1] ?? "");
const altsOf = (page: Page) => [...page.html.matchAll(/<img\b[^>]*\balt="([^"]*)"/g)].map((match) => decode(match[1]!));
const rulesOf = (page: Page) => textOf(/<div class="password-rules"[\s\S]*?<\/ul>/.exec(page.html)?.[0] ?? "");
const count = (text: string, part: string) => text.split(part).length - 1;

async function loggedIn(browser: Browser, username: string): Promise<Page & { path: string }> {
  await browser.get(withClient("/auth/client_login"));
  const answer = await browser.post(withClient("/auth/client_login"), { username, prefix: "+39", password: PASSWORD });
  return browser.follow(answer);
}

describe("item 1: the password rules name the common-password rule up front", () => {
  it("on sign-up, in both languages", async () => {
    expect(rulesOf(await italian().get(withClient("/sign-up")))).toContain("non essere tra le password più usate");
    expect(rulesOf(await english().get(withClient("/sign-up")))).toContain("not be one of the most common passwords");
  });

  it("on change-password (elena.marino)", async () => {
    const page = await loggedIn(italian(), "elena.marino@example.com");
    expect(page.path).toBe(withClient("/pending-operation/change-password"));
    expect(rulesOf(page)).toContain("non essere tra le password più usate");
  });

  it("on the thin registration's set-password", async () => {
    const browser = italian();
    const path = withClient("/sign-up-finalization/set-password");
    const page = await browser.session({ status: AccountStatus.uncompleted, thinStep: "/sign-up-finalization/set-password" }, path).then(() => browser.get(path));
    expect(heading(page)).toBe("Scegli la password");
    expect(rulesOf(page)).toContain("non essere tra le password più usate");
  });

  it("the check as the password box is left says whether the password is a common one, for the rule's mark", async () => {
    const browser = italian();
    await browser.get(withClient("/sign-up"));
    const ask = async (value: string) => JSON.parse((await browser.post("/sign-up/check", { field: "password", value }, { headers: { accept: "application/json" } })).html) as unknown;
    expect(await ask("Password1!")).toMatchObject({ field: "password", common: true, message: expect.stringContaining("tra le più usate") });
    expect(await ask("Qwerty123!")).toMatchObject({ field: "password", common: true });
    expect(await ask("Parcheggio.2026")).toMatchObject({ field: "password", common: false, message: null });
  });
});

describe("item 2: a page reached without a login's query still has a way forward", () => {
  it.each(["/qualcosa", "/feedback/generic-error", "/feedback/network-error"])("%s offers the parking site, in both languages", async (path) => {
    const page = await italian().open(path);
    expect(page.status).toBe(200);
    expect(linkTo(page, "Vai al sito dei parcheggi")).toBe(CLIENT_SITE);
    expect(linkTo(page, "Torna al login")).toBeNull();
    const inEnglish = await english().open(path);
    expect(linkTo(inEnglish, "Go to the parking website")).toBe(CLIENT_SITE);
  });

  it.each(["/qualcosa", "/feedback/generic-error", "/feedback/network-error"])("%s with the login's query offers that login instead", async (path) => {
    const page = await italian().open(withClient(path));
    expect(linkTo(page, "Torna al login")).toBe(withClient("/auth/client_login"));
    expect(linkTo(page, "Vai al sito dei parcheggi")).toBeNull();
  });
});

describe("item 3: English pages are English in their title and text alternatives; a helpline for abroad", () => {
  it("an English page's title and logo say nothing in Italian, also while its form shows errors", async () => {
    const browser = english();
    const login = await browser.get(withClient("/auth/client_login"));
    expect(titleOf(login)).toBe("Account area - Sign in");
    const refused = await browser.post(withClient("/sign-up"), {});
    expect(titleOf(refused)).toBe("Error: Account area - Create your account");
    for (const page of [login, refused]) for (const alt of altsOf(page)) expect(alt).not.toMatch(/Parcheggi|Area Riservata/);
    expect(altsOf(login)).toEqual(["Parking — Account area"]);
  });

  it("an Italian page keeps its title", async () => {
    expect(titleOf(await italian().get(withClient("/auth/client_login")))).toBe("Area Riservata - Accedi");
  });

  it("the international helpline is offered on English pages, and beside the freephone on Italian ones", async () => {
    const inEnglish = await english().get(withClient("/auth/client_login"));
    expect(linkTo(inEnglish, "From any country +39 02 1234 5678")).toBe("tel:+390212345678");
    expect(linkTo(inEnglish, "Freephone 800 123 456")).toBe("tel:800123456");
    const inItalian = await italian().get(withClient("/auth/client_login"));
    expect(linkTo(inItalian, "Dall'estero +39 02 1234 5678")).toBe("tel:+390212345678");
    expect(linkTo(inItalian, "Numero verde 800 123 456")).toBe("tel:800123456");
  });
});

describe("item 4: the English wording", () => {
  it("status, entry and error pages", async () => {
    const browser = english();
    await browser.session({ status: AccountStatus.unconfirmed });
    expect(heading(await browser.get(withClient("/account/unconfirmed")))).toBe("Account awaiting confirmation");
    expect(heading(await english().get("/auth/client_login"))).toBe("Sign in from the parking website");
    const error = pageText(await english().get("/feedback/generic-error"));
    expect(error).toContain("Try again in a few minutes.");
    expect(error).not.toMatch(/app/i);
    await browser.session({ status: AccountStatus.temporaryBlocked, temporaryBlockSeconds: 900 });
    const blocked = pageText(await browser.get(withClient("/account/temporary-blocked")));
    expect(blocked).toContain("Time left before you can request a new code: 15:00");
    expect(blocked).not.toContain("attempts to enter one");
  });

  it("confirm-mobile", async () => {
    const browser = english();
    const answer = await signUp(browser);
    const page = await browser.follow(answer);
    const text = pageText(page);
    expect(text).toContain("Didn't get the code?");
    expect(text).not.toContain("Not received");
    expect(page.html).toMatch(/<label[^>]*>Enter the 6-digit code<\/label>/);
  });

  it("the reference API's e-mails start their sentence with a capital after “Hello,”", async () => {
    const browser = english();
    await browser.get(withClient("/reset-password"));
    await browser.post(withClient("/reset-password"), { email: "mario.rossi@example.com" });
    const mail = (await app().outbox()).find((message) => message.to === "mario.rossi@example.com");
    expect(mail?.body).toMatch(/^Hello,\n\nWe received/);
  });
});

describe("item 6: each thing said once, in one wording", () => {
  it("confirm-mobile without JavaScript: an early “Invia di nuovo” says the time once", async () => {
    const browser = italian();
    const page = await browser.follow(await signUp(browser));
    const early = await browser.post(page.path, { intent: "resend" });
    expect(pageText(early)).toMatch(/potrai richiederne uno nuovo alle \d\d:\d\d\./);
    expect(pageText(early).match(/alle \d\d:\d\d/g)).toHaveLength(1);
  });

  it.each([
    ["/feedback/generic-error", null],
    ["/feedback/404", null],
    ["/account/unconfirmed", AccountStatus.unconfirmed],
    ["/account/blocked", AccountStatus.blocked],
  ])("%s lists the helpline and the help desk once, for a browser that reads no stylesheet", async (path, status) => {
    const browser = italian();
    if (status !== null) await browser.session({ status });
    const page = await browser.get(withClient(path));
    expect(page.status).toBe(200);
    expect(count(page.html, 'href="tel:800123456"')).toBe(1);
    expect(count(page.html, 'href="mailto:')).toBe(1);
  });

  it("a page without help links in its card keeps them in the footer", async () => {
    const page = await italian().get(withClient("/auth/client_login"));
    expect(count(page.html, 'href="tel:800123456"')).toBe(1);
  });

  it("change-mobile says a registered number in sign-up's words", async () => {
    const browser = italian();
    await signUp(browser, { mobileNumber: freshMobile() });
    const path = `${withClient("/pending-operation/change-mobile")}&fs=1`;
    await browser.get(path);
    const page = await browser.post(path, { mobileCountryCode: "+39", mobileNumber: "3401234567" });
    expect(fieldError(page, "mobileNumber")).toBe("Questo numero di cellulare è già registrato: accedi oppure usa un altro numero");
  });

  it("sign-up with the invoicing section: no button is read above “Nome” by a browser without stylesheet", async () => {
    const page = await italian().get(withClient("/sign-up"), { cookie: "ra_test_sign_up_fields=all" });
    expect(page.html).toContain("Dati di fatturazione");
    const form = /<form\b[^>]*id="sign-up"[\s\S]*?<label\b[^>]*>Nome/.exec(page.html)?.[0] ?? "";
    expect(form).not.toBe("");
    // What a text browser prints: every element but those the `hidden` attribute leaves out.
    const printed = textOf(form.replace(/<(\w+)\b[^>]*\shidden(?:="")?[^>]*>[\s\S]*?<\/\1>/g, ""));
    expect(printed).not.toContain("Registrati");
  });
});

describe("item 7: after a temporary block, confirm-mobile says no code is valid until a new one is sent", () => {
  it("five wrong codes block; once the block is over the screen asks for a new code, and after one is sent says so", async () => {
    const browser = italian();
    const mobile = freshMobile();
    const opened = await browser.follow(await signUp(browser, { mobileNumber: mobile }));
    const path = opened.path;
    expect(pageText(opened)).toContain("Ti abbiamo inviato un codice via SMS al numero");
    let answer: Page = opened;
    for (let attempt = 0; attempt < 5 && !answer.location?.includes("temporary-blocked"); attempt += 1) {
      answer = await browser.post(path, { intent: "confirm", code: "000000" });
    }
    expect(answer.location).toContain("/account/temporary-blocked?");
    expect((await browser.get("/__test/clock?advance=901")).status).toBe(200);
    const blocked = await browser.get(answer.location!);
    const resume = linkTo(blocked, "Invia di nuovo");
    expect(resume).toBe(path);

    const after = await browser.get(resume!);
    const text = pageText(after);
    expect(text).not.toContain("Ti abbiamo inviato un codice");
    expect(text).toContain("Il blocco è terminato, ma i codici inviati prima non sono più validi: premi «Invia di nuovo» per riceverne uno nuovo.");
    const sent = await browser.post(path, { intent: "resend" });
    expect(sent.status).toBe(303);
    const again = pageText(await browser.follow(sent));
    expect(again).toContain("Ti abbiamo inviato un codice via SMS al numero");
    expect(again).not.toContain("Il blocco è terminato");
  });
});

describe("item 7 in English", () => {
  it("the same words in English", async () => {
    const browser = english();
    const opened = await browser.follow(await signUp(browser));
    let answer: Page = opened;
    for (let attempt = 0; attempt < 5 && !answer.location?.includes("temporary-blocked"); attempt += 1) {
      answer = await browser.post(opened.path, { intent: "confirm", code: "000000" });
    }
    expect((await browser.get("/__test/clock?advance=901")).status).toBe(200);
    const after = pageText(await browser.get(opened.path));
    expect(after).toContain("The block is over, but the codes we sent before it no longer work: select “Send again” to get a new one.");
    expect(after).not.toContain("We have sent a code");
  });
});

