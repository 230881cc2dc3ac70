import { describe, expect, it } from "vitest";
import { Browser, fieldError, freshEmail, freshMobile, lastCode, PASSWORD, pageText, withClient, type Page } from "./support/browser";
import { routeApp } from "./support/harness";
import { signUp } from "./support/sign-up";

// Issue 39 item 6: the screens whose answer says whether a number or an address is registered are
// declared probes (app/screens.ts), so they spend the probe budget of the session before the upstream
// is asked; once it is spent, the branded 429 and nothing asked. Three look-ups per session here. This
// file has its own reference API: franco.greco (needInsertPhone) and the thin registration are its own.
const BUDGET = 3;
const app = routeApp({ PROBES_PER_SESSION_PER_HOUR: String(BUDGET) });

const CLIENT_LOGIN = withClient("/auth/client_login");
/** Demo accounts' numbers (design §6): each post asks about one already registered. */
const REGISTERED_MOBILES = ["3401234567", "3401234569", "3401234570", "3401234571", "3401234572"];
const REGISTERED_EMAILS = ["mario.rossi@example.com", "luca.verdi@example.com", "sara.conti@example.com"];

function expectProbeRefused(page: Page) {
  expect(page.status).toBe(429);
  expect(page.location).toBeNull();
  expect(pageText(page)).toContain("Troppe verifiche");
  expect(pageText(page)).toContain("Hai controllato molti indirizzi e numeri in poco tempo");
}

/**
 * Posts `fields(n)` to `path` for the `answered` look-ups the budget still allows, each answered by the
 * upstream with what it knows (`told`), then once more: refused, and the upstream not asked.
 */
async function probeUntilRefused(browser: Browser, path: string, answered: number, fields: (index: number) => Record<string, string>, told: (page: Page) => void) {
  for (let index = 0; index < answered; index += 1) {
    const asked = app().upstreamCalls().length;
    const page = await browser.post(path, fields(index));
    expect(page.status).toBe(200);
    told(page);
    expect(app().upstreamCalls().length).toBeGreaterThan(asked);
  }
  const asked = app().upstreamCalls().length;
  expectProbeRefused(await browser.post(path, fields(answered)));
  expect(app().upstreamCalls()).toHaveLength(asked);
}

const mobileAt = (index: number) => ({ mobileCountryCode: "+39", mobileNumber: REGISTERED_MOBILES[index]! });
const mobileTaken = (page: Page) => expect(fieldError(page, "mobileNumber")).toBe("Questo numero di cellulare è già registrato: accedi oppure usa un altro numero");

async function loggedInAsFranco(): Promise<Browser> {
  const browser = new Browser(app());
  await browser.get(CLIENT_LOGIN);
  const answer = await browser.post(CLIENT_LOGIN, { username: "franco.greco@example.com", prefix: "+39", password: PASSWORD });
  expect(answer.location).toBe(withClient("/pending-operation/migration/need-insert-phone"));
  await browser.follow(answer);
  return browser;
}

describe("the screens that tell whether a number or an address is registered spend the probe budget", () => {
  it("change-mobile: after the sign-up's look-up, two registered numbers are told, the third is 429 before the upstream", async () => {
    const browser = new Browser(app());
    const signedUp = await signUp(browser, { mobileNumber: freshMobile() });
    const path = `${withClient("/pending-operation/change-mobile")}&fs=1`;
    expect(signedUp.location).toBe(`${withClient("/pending-operation/confirm-mobile")}&fs=1`);
    await browser.get(path);
    // The sign-up itself was one look-up of this session.
    await probeUntilRefused(browser, path, BUDGET - 1, mobileAt, mobileTaken);
  });

  // Before the migration's select-mobile: that test gives franco.greco a number, after which his login
  // owes a phone confirmation, no longer a number.
  it("migration/need-insert-phone: three registered numbers are told, the fourth is 429 before the upstream", async () => {
    const browser = await loggedInAsFranco();
    await probeUntilRefused(browser, withClient("/pending-operation/migration/need-insert-phone"), BUDGET, mobileAt, mobileTaken);
  });

  it("migration/select-mobile: after the number inserted, one registered number is told, the next is 429 before the upstream", async () => {
    const browser = await loggedInAsFranco();
    const inserted = await browser.post(withClient("/pending-operation/migration/need-insert-phone"), { mobileCountryCode: "+39", mobileNumber: freshMobile() });
    expect(inserted.location).toBe(withClient("/pending-operation/migration/confirm-mobile"));
    const path = withClient("/pending-operation/migration/select-mobile");
    await browser.get(path);
    // The number inserted was the session's first look-up.
    await probeUntilRefused(browser, path, BUDGET - 1, mobileAt, mobileTaken);
  });

  it("sign-up-finalization/select-email: after the sign-up's and the root's look-ups, one registered address is told, the next is 429 before the upstream", async () => {
    const browser = new Browser(app());
    expect((await signUp(browser, { mobileNumber: "3355550000" })).location).toBe(withClient("/sign-up-finalization"));
    await browser.get(withClient("/sign-up-finalization"));
    expect((await browser.post(withClient("/sign-up-finalization"), {})).location).toBe(withClient("/sign-up-finalization/verify-mobile"));
    await browser.get(withClient("/sign-up-finalization/verify-mobile"));
    const verified = await browser.post(withClient("/sign-up-finalization/verify-mobile"), { intent: "confirm", code: await lastCode(app(), "+393355550000") });
    const path = withClient("/sign-up-finalization/select-email");
    expect(verified.location).toBe(path);
    await browser.get(path);
    await probeUntilRefused(
      browser,
      path,
      BUDGET - 2,
      (index) => ({ email: REGISTERED_EMAILS[index]! }),
      (page) => expect(fieldError(page, "email")).toBe("Questo indirizzo e-mail è già registrato: accedi oppure recupera la password"),
    );
  });
});

describe("/sign-up/check: a value the form's own schema refuses spends no look-up (issue 39 item 10e)", () => {
  it("any number of refused values, then the budget is whole: three look-ups answered, the fourth 429", async () => {
    const browser = new Browser(app());
    await browser.get(withClient("/sign-up"));
    const refused: Record<string, string | string[]>[] = [
      { field: "email", value: `${"a".repeat(250)}@example.com` },
      { field: "email", value: "mario.rossi" },
      { field: "mobileNumber", value: "340 ABC 4567", prefix: "+39" },
      { field: "mobileNumber", value: "3401234567", prefix: "+999" },
      { "field[0]": "email", "field[1]": "mobileNumber", value: "mario.rossi@example.com" },
      { field: "email", "value[0]": "mario.rossi@example.com", "value[1]": "luca.verdi@example.com" },
    ];
    for (const fields of [...refused, ...refused]) expect((await browser.post("/sign-up/check", fields)).status).not.toBe(429);
    for (let index = 0; index < BUDGET; index += 1) {
      expect((await browser.post("/sign-up/check", { field: "email", value: freshEmail() })).status).toBe(200);
    }
    expectProbeRefused(await browser.post("/sign-up/check", { field: "email", value: freshEmail() }));
  });
});
