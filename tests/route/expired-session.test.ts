import { describe, expect, it } from "vitest";
import { Browser, heading, PASSWORD, pageText, withClient } from "./support/browser";
import { routeApp } from "./support/harness";

// Issue 25 item 3: the upstream forgets a pending session after 30 minutes without a call (the reference
// API's idle limit). The customer who comes back later is sent to the login, told why and what to do.
// This file moves its server's clock (decision 152), so it has the server to itself.
const app = routeApp();

const CLIENT_LOGIN = withClient("/auth/client_login");
const CONFIRM_MOBILE = withClient("/pending-operation/confirm-mobile");
const UPSTREAM_IDLE_S = 30 * 60;
const EXPIRED = "La tua sessione è scaduta per inattività. Accedi di nuovo per continuare.";

/** paolo.gallo owes his phone: logged in, he reaches confirm-mobile inside the upstream's pending session. */
async function onConfirmMobile(): Promise<Browser> {
  const browser = new Browser(app());
  await browser.get(CLIENT_LOGIN);
  const login = await browser.post(CLIENT_LOGIN, { username: "paolo.gallo@example.com", prefix: "+39", password: PASSWORD });
  expect(login.location).toBe(withClient("/account/unconfirmed"));
  const screen = await browser.get(CONFIRM_MOBILE);
  expect(heading(screen)).toBe("Verifica il numero di cellulare");
  return browser;
}

async function awayLongerThanTheUpstreamKeepsSessions(browser: Browser): Promise<void> {
  expect((await browser.get(`/__test/clock?advance=${UPSTREAM_IDLE_S + 60}`)).status).toBe(200);
}

describe("an expired upstream session (issue 25 item 3)", () => {
  it("a screen that reads the session sends to the login, which says the session expired and what to do", async () => {
    const browser = await onConfirmMobile();
    await awayLongerThanTheUpstreamKeepsSessions(browser);
    const answer = await browser.get(withClient("/pending-operation/change-mobile"));
    expect(answer.location).toBe(CLIENT_LOGIN);
    const login = await browser.follow(answer);
    expect(heading(login)).toBe("Accedi");
    expect(pageText(login)).toContain(EXPIRED);
    // Said once: the pending screens are closed now, and the login no longer repeats it.
    const again = await browser.open(CONFIRM_MOBILE);
    expect(heading(again)).toBe("Accedi");
    expect(pageText(again)).not.toContain(EXPIRED);
  });

  it("a code posted into the expired session does the same, rather than an unexpected error", async () => {
    const browser = await onConfirmMobile();
    await awayLongerThanTheUpstreamKeepsSessions(browser);
    const answer = await browser.post(CONFIRM_MOBILE, { intent: "confirm", code: "123456" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(CLIENT_LOGIN);
    expect(pageText(await browser.follow(answer))).toContain(EXPIRED);
  });

  it("a browser that never had a session is sent to the login without that message", async () => {
    const login = await new Browser(app()).open(CONFIRM_MOBILE);
    expect(heading(login)).toBe("Accedi");
    expect(pageText(login)).not.toContain(EXPIRED);
  });
});
