import { describe, expect, it } from "vitest";
import { Browser, freshMobile, pageText, withClient, type Page } from "./support/browser";
import { routeApp } from "./support/harness";
import { signUp } from "./support/sign-up";

// app/screens.ts declares which posts may make the upstream send an SMS and where its number comes
// from; the pipeline spends the caps per number (one normaliser, every spelling) and per address
// before asking the upstream (issue 20 item 2). One SMS per number, three per address, here; each
// test comes from an address of its own (a trusted proxy's X-Forwarded-For). Posts declared `probe`
// (they tell whether an address or a number is registered) have their own budget per session: five.
const app = routeApp({ SMS_PER_NUMBER_PER_HOUR: "1", SMS_PER_IP_PER_HOUR: "3", PROBES_PER_SESSION_PER_HOUR: "5", TRUST_PROXY: "1" });

let addresses = 0;
const browser = () => new Browser(app(), { "x-forwarded-for": `198.51.100.${(addresses += 1)}` });

const NUMBER_CAPPED = "Abbiamo già inviato molti SMS a questo numero.";
const ADDRESS_CAPPED = "Da questa rete sono stati richiesti molti SMS in poco tempo.";

const signUpFrom = (from: Browser, mobileNumber: string) => signUp(from, { mobileNumber });

function expectCapped(page: Page, happened: string) {
  expect(page.status).toBe(429);
  expect(page.location).toBeNull();
  expect(pageText(page)).toContain("Troppi SMS richiesti");
  expect(pageText(page)).toContain(happened);
}

describe("sign-up (sms: typed): the number typed is capped in every spelling", () => {
  const mobile = freshMobile();
  const spaced = `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;

  it("the first sign-up sends its SMS", async () => {
    const page = await signUpFrom(browser(), mobile);
    expect(page.status).toBe(303);
    expect((await app().outbox())[0]!.to).toBe(`+39${mobile}`);
  });

  it.each([mobile, spaced, `+39 ${spaced}`, `0039${mobile}`, `+39${mobile}`])("then %s: refused before the upstream, 429", async (spelling) => {
    const sent = (await app().outbox()).length;
    expectCapped(await signUpFrom(browser(), spelling), NUMBER_CAPPED);
    expect((await app().outbox()).length).toBe(sent);
  });
});

describe("confirm-mobile's resend (sms: session): the number of the navigation state is capped", () => {
  it("after the sign-up's SMS, a resend past our 60 s lock is refused for the number, not sent", async () => {
    const from = browser();
    const mobile = freshMobile();
    const answer = await signUpFrom(from, mobile);
    const path = answer.location!;
    await from.follow(answer);
    await from.session({ clearLocks: true });
    await from.get(path);
    const sent = (await app().outbox()).length;
    expectCapped(await from.post(path, { intent: "resend" }), NUMBER_CAPPED);
    expect((await app().outbox()).length).toBe(sent);
  });
});

describe("verify-mobile's resend (the thin registration, sms: session)", () => {
  it("after the root's SMS, a resend past our lock is refused for the number", async () => {
    const from = browser();
    expect((await signUpFrom(from, "3355550000")).location).toBe(withClient("/sign-up-finalization"));
    await from.get(withClient("/sign-up-finalization"));
    const sent = await from.post(withClient("/sign-up-finalization"), {});
    expect(sent.location).toBe(withClient("/sign-up-finalization/verify-mobile"));
    await from.session({ clearLocks: true });
    await from.get(withClient("/sign-up-finalization/verify-mobile"));
    expectCapped(await from.post(withClient("/sign-up-finalization/verify-mobile"), { intent: "resend" }), NUMBER_CAPPED);
  });
});

describe("every SMS from one address counts against it", () => {
  it("three sign-ups to three new numbers send; the fourth is refused for the address", async () => {
    const from = browser();
    for (let count = 0; count < 3; count += 1) expect((await signUpFrom(from, freshMobile())).status).toBe(303);
    const sent = (await app().outbox()).length;
    expectCapped(await signUpFrom(from, freshMobile()), ADDRESS_CAPPED);
    expect((await app().outbox()).length).toBe(sent);
  });

  it("a post that sent nothing gives its point back: a refused sign-up does not count", async () => {
    const from = browser();
    for (let count = 0; count < 4; count += 1) {
      const page = await signUpFrom(from, "340 123 4567");
      expect(page.status).not.toBe(429);
    }
  });
});

describe("look-ups that tell who is registered (probe: sign-up and its checks)", () => {
  const PROBING_ADDRESS = { "x-forwarded-for": "203.0.113.9" };

  it("five answers per session, then 429; the password's check reveals nothing and is never counted", async () => {
    const from = new Browser(app(), PROBING_ADDRESS);
    await from.get(withClient("/sign-up"));
    for (let count = 0; count < 5; count += 1) {
      expect((await from.post("/sign-up/check", { field: "email", value: `chi.${count}@example.com` })).status).toBe(200);
    }
    const refused = await from.post("/sign-up/check", { field: "mobileNumber", value: "3401234567", prefix: "+39" });
    expect(refused.status).toBe(429);
    expect(pageText(refused)).toContain("Troppe verifiche");
    expect((await from.post("/sign-up/check", { field: "password", value: "corta" })).status).toBe(200);
    expect((await signUpFrom(from, freshMobile())).status).toBe(429);
  });

  it("another session from the same address has its own budget", async () => {
    const from = new Browser(app(), PROBING_ADDRESS);
    await from.get(withClient("/sign-up"));
    expect((await from.post("/sign-up/check", { field: "email", value: "altra@example.com" })).status).toBe(200);
  });
});
