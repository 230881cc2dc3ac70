import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { Client, DEMO_PASSWORD, latestCode, loginBody, outboxCount, startApi, STARTUP_TIMEOUT, wrongCode } from "./helpers";

const PAOLO_PHONE = "+393401234571";
let h: Harness;
beforeAll(async () => {
  h = await startApi();
}, STARTUP_TIMEOUT);
afterAll(() => h.close());
// Each test starts from the documented demo state, with nothing sent recently.
beforeEach(async () => {
  h.clock.advance(3600);
  await h.api.resetDemoAccounts();
});

async function loggedIn(email: string): Promise<Client> {
  const client = new Client(h.baseUrl);
  await client.post("/v2/Login/Login", loginBody(email));
  return client;
}

describe("paolo.gallo: phone confirmation on the pending session", () => {
  it("GetMaskedPersonalData masks the number and gives the PNR", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const answer = await client.post("/Account/GetMaskedPersonalData");
    expect(answer.body).toEqual({
      Success: true,
      MaskedPrefixCell: "+39",
      MaskedCell: "340*****71",
      UserPnr: expect.stringMatching(/^RA\d{8}$/),
    });
  });

  it("ConfirmPinSms with the SMS of the login succeeds with the client's redirect; then login succeeds", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const answer = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(h.api, PAOLO_PHONE) });
    expect(answer.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
    const again = await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("paolo.gallo@example.com"));
    expect(again.body.Success).toBe(true);
  });

  it("ResendSms is refused within 60 s of the last SMS, then sends a new code that replaces the old one", async () => {
    const before = await outboxCount(h.api, PAOLO_PHONE);
    const client = await loggedIn("paolo.gallo@example.com");
    const first = await latestCode(h.api, PAOLO_PHONE);
    const early = await client.post("/v2/Account/Pending/ResendSms");
    expect(early.body).toMatchObject({ Success: false, CodeError: "ERR", OTPRequestBlockedUntil: expect.stringMatching(/^\/Date\(\d+\)\/$/) });
    expect(await outboxCount(h.api, PAOLO_PHONE)).toBe(before + 1);

    h.clock.advance(60);
    const resent = await client.post("/v2/Account/Pending/ResendSms");
    expect(resent.body).toMatchObject({ Success: true, PhonePrefix: "+39", PhoneNumber: "3401234571", OTPRequestRemaining: 3 });
    const second = await latestCode(h.api, PAOLO_PHONE);
    expect(await outboxCount(h.api, PAOLO_PHONE)).toBe(before + 2);
    if (second !== first) {
      const stale = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: first });
      expect(stale.body).toMatchObject({ Success: false, CodeError: "NOV" });
    }
    const ok = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: second });
    expect(ok.body.Success).toBe(true);
  });

  it("after 5 sends the next one is OTP_REQUEST_BLOCKED with OTPRequestBlockedUntil, until the block ends", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const remaining: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      h.clock.advance(60);
      remaining.push((await client.post("/v2/Account/Pending/ResendSms")).body.OTPRequestRemaining);
    }
    expect(remaining).toEqual([3, 2, 1, 0]);
    h.clock.advance(60);
    const blocked = await client.post("/v2/Account/Pending/ResendSms");
    const until = h.clock.now().getTime() + 15 * 60 * 1000;
    expect(blocked.body).toMatchObject({ Success: false, CodeError: "OTP_REQUEST_BLOCKED", OTPRequestBlockedUntil: `/Date(${until})/` });
    const relogin = await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("paolo.gallo@example.com"));
    expect(relogin.body).toMatchObject({ CodeError: "OTP_REQUEST_BLOCKED", OTPRequestBlockedUntil: `/Date(${until})/` });

    h.clock.advance(15 * 60);
    const afterBlock = await client.post("/v2/Account/Pending/ResendSms");
    expect(afterBlock.body).toMatchObject({ Success: true, OTPRequestRemaining: 4 });
  });

  it("5 wrong codes block; a 6th code is refused even when right, until the block ends", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const code = await latestCode(h.api, PAOLO_PHONE);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: wrongCode(code) })).body);
    }
    expect(answers.slice(0, 4).map((a) => a.AvailableAttempts)).toEqual([4, 3, 2, 1]);
    expect(answers.slice(0, 4).every((a) => a.CodeError === "NOV")).toBe(true);
    const until = `/Date(${h.clock.now().getTime() + 15 * 60 * 1000})/`;
    expect(answers[4]).toMatchObject({ Success: false, CodeError: "OTP_REQUEST_BLOCKED", OTPRequestBlockedUntil: until });

    const right = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: code });
    expect(right.body).toMatchObject({ Success: false, CodeError: "OTP_REQUEST_BLOCKED", OTPRequestBlockedUntil: until });
    h.clock.advance(14 * 60 + 59);
    const stillBlocked = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: code });
    expect(stillBlocked.body.CodeError).toBe("OTP_REQUEST_BLOCKED");

    h.clock.advance(1);
    // The block discarded the old code; after it ends a new one is sent and works.
    const old = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: code });
    expect(old.body).toMatchObject({ Success: false, CodeError: "NOV" });
    expect((await client.post("/v2/Account/Pending/ResendSms")).body.Success).toBe(true);
    const ok = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(h.api, PAOLO_PHONE) });
    expect(ok.body.Success).toBe(true);
  });

  it("a code used twice is refused the second time", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const code = await latestCode(h.api, PAOLO_PHONE);
    expect((await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: code })).body.Success).toBe(true);
    const reused = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: code });
    expect(reused.body.Success).toBe(false);
  });

  it("an expired code is refused", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const code = await latestCode(h.api, PAOLO_PHONE);
    h.clock.advance(10 * 60);
    const answer = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: code });
    expect(answer.body).toMatchObject({ Success: false, CodeError: "NOV", MessageError: expect.stringContaining("scaduto") });
  });

  it("a code just inside its 10 minutes is accepted", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const code = await latestCode(h.api, PAOLO_PHONE);
    h.clock.advance(10 * 60 - 1);
    expect((await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: code })).body.Success).toBe(true);
  });

  it("ChangeRegistrationCellAndSendSms moves the registration to a new number and sends it a code at once", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const same = await client.post("/v2/Account/Pending/ChangeRegistrationCellAndSendSms", { Prefix: "+39", Cell: "3401234571" });
    expect(same.body.CodeError).toBe("CHANGE_SAME_PHONE_ERROR");
    const used = await client.post("/v2/Account/Pending/ChangeRegistrationCellAndSendSms", { Prefix: "+39", Cell: "3401234567" });
    expect(used.body.CodeError).toBe("USED_MOBILE");
    const invalid = await client.post("/v2/Account/Pending/ChangeRegistrationCellAndSendSms", { Prefix: "+39", Cell: "12" });
    expect(invalid.body.CodeError).toBe("NOV");

    const changed = await client.post("/v2/Account/Pending/ChangeRegistrationCellAndSendSms", { Prefix: "+39", Cell: "3471112223" });
    expect(changed.body).toMatchObject({ Success: true, PhonePrefix: "+39", PhoneNumber: "3471112223" });
    const masked = await client.post("/Account/GetMaskedPersonalData");
    expect(masked.body.MaskedCell).toBe("347*****23");
    const ok = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(h.api, "+393471112223") });
    expect(ok.body.Success).toBe(true);
    const byNewMobile = await new Client(h.baseUrl).post("/v2/Login/Login", {
      Prefix: "+39",
      Mobile: "3471112223",
      Password: DEMO_PASSWORD,
      LoginClient: "parcheggi-web",
    });
    expect(byNewMobile.body.Success).toBe(true);
  });

  it("an SMS code of another flow does not confirm the phone", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    const thin = new Client(h.baseUrl);
    await thin.post("/v2/SignUp/Thin/CheckPhone", { Phone: { PhonePrefixes: "+39", PhoneNumber: "3355550000" } });
    const thinCode = await latestCode(h.api, "+393355550000");
    const paoloCode = await latestCode(h.api, PAOLO_PHONE);
    if (thinCode !== paoloCode) {
      const answer = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: thinCode });
      expect(answer.body.Success).toBe(false);
    }
    expect((await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: paoloCode })).body.Success).toBe(true);
  });
});

describe("pending calls need the session", () => {
  it.each([
    "/Account/GetMaskedPersonalData",
    "/v2/Account/Pending/ResendSms",
    "/v2/Account/Pending/ConfirmPinSms",
    "/v2/Account/Pending/ChangeRegistrationCellAndSendSms",
    "/v2/Account/Pending/ChangePassword",
    "/v2/Account/Pending/AcceptConsents",
    "/v2/Account/Pending/ConfirmEmail",
    "/v2/Account/Pending/InsertPhone",
  ])("%s without a session answers 401 USER_NOT_FOUND", async (path) => {
    const answer = await new Client(h.baseUrl).post(path, { PinSms: "123456" });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ Success: false, CodeError: "USER_NOT_FOUND" });
  });

  it("a session expires after 30 idle minutes", async () => {
    const client = await loggedIn("paolo.gallo@example.com");
    h.clock.advance(29 * 60);
    expect((await client.post("/Account/GetMaskedPersonalData")).status).toBe(200);
    h.clock.advance(30 * 60);
    expect((await client.post("/Account/GetMaskedPersonalData")).status).toBe(401);
  });

  it("PUT /Account/RequestCellChange also needs it", async () => {
    const answer = await new Client(h.baseUrl).post("/Account/RequestCellChange", { PrefixCell: "+39", Cell: "3470000001" }, { method: "PUT" });
    expect(answer.status).toBe(401);
  });
});

describe("the other pending actions", () => {
  it("sara.conti: ConfirmEmail without a code resends and answers needConfirmEmail; the e-mailed link confirms; then success", async () => {
    const before = await outboxCount(h.api, "sara.conti@example.com");
    const client = await loggedIn("sara.conti@example.com");
    expect(await outboxCount(h.api, "sara.conti@example.com")).toBe(before + 1);
    const notYet = await client.post("/v2/Account/Pending/ConfirmEmail");
    expect(notYet.body).toMatchObject({ CodeError: "ACTION_REQUIRED", ActionRequired: "needConfirmEmail", Email: "sara.conti@example.com" });

    const mail = (await h.api.outbox()).find((m) => m.to === "sara.conti@example.com");
    const link = mail?.body.match(/(\S+\/v2\/Account\/ConfirmEmailLink\?\S+)/)?.[1];
    expect(link).toBeDefined();
    // Absolute, at the API's public address (the option's default here): opened by its path on this listener.
    const { pathname, search } = new URL(link!);
    const page = await new Client(h.baseUrl).get(`${pathname}${search}`);
    expect(page.text).toContain("Indirizzo e-mail confermato");

    const done = await client.post("/v2/Account/Pending/ConfirmEmail");
    expect(done.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
  });

  it("sara.conti: ConfirmEmail with the code confirms too", async () => {
    const client = await loggedIn("sara.conti@example.com");
    const wrong = await client.post("/v2/Account/Pending/ConfirmEmail", { OTPCode: wrongCode(await latestCode(h.api, "sara.conti@example.com")) });
    expect(wrong.body).toMatchObject({ Success: false, CodeError: "NOV", AvailableAttempts: 4 });
    const ok = await client.post("/v2/Account/Pending/ConfirmEmail", { OTPCode: await latestCode(h.api, "sara.conti@example.com") });
    expect(ok.body.Success).toBe(true);
  });

  it("marco.ricci: AcceptConsents refuses without the required consent, then succeeds", async () => {
    const client = await loggedIn("marco.ricci@example.com");
    const refused = await client.post("/v2/Account/Pending/AcceptConsents", {
      Consents: [{ ConsentCode: "PRIVACY", ConsentState: false }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ Success: false, ValidationError: { Consents: { Code: "REQUIRED" } } });
    const ok = await client.post("/v2/Account/Pending/AcceptConsents", {
      Consents: [
        { ConsentCode: "PRIVACY", ConsentState: true },
        { ConsentCode: "MARKETING", ConsentState: false },
      ],
    });
    expect(ok.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
    expect((await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("marco.ricci@example.com"))).body.Success).toBe(true);
  });

  it("elena.marino: ChangePassword checks the rules and the old password, then the new one logs in", async () => {
    const client = await loggedIn("elena.marino@example.com");
    const weak = await client.post("/v2/Account/Pending/ChangePassword", { NewPassword: "corta" });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ ValidationError: { NewPassword: { Code: "NOV", Message: expect.any(String) } } });
    const same = await client.post("/v2/Account/Pending/ChangePassword", { NewPassword: DEMO_PASSWORD });
    expect(same.body.CodeError).toBe("SAME_ACTUAL_AND_NEW_PASSWORD");
    const ok = await client.post("/v2/Account/Pending/ChangePassword", { NewPassword: "Nuova.Password1" });
    expect(ok.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
    const relogin = await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("elena.marino@example.com", "Nuova.Password1"));
    expect(relogin.body.Success).toBe(true);
  });

  it("franco.greco: InsertPhone sends a code; ConfirmPinSms then succeeds", async () => {
    const client = await loggedIn("franco.greco@example.com");
    const blocked = await client.post("/v2/Account/Pending/InsertPhone", { Prefix: "+39", Cell: "3401234568" });
    expect(blocked.body.CodeError).toBe("BLOCKED_MOBILE");
    const inserted = await client.post("/v2/Account/Pending/InsertPhone", { Prefix: "+39", Cell: "3472223334" });
    expect(inserted.body).toMatchObject({ Success: true, PhonePrefix: "+39", PhoneNumber: "3472223334" });
    const ok = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(h.api, "+393472223334") });
    expect(ok.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
  });

  it("a call for an action the account does not owe answers the action it does owe", async () => {
    const client = await loggedIn("marco.ricci@example.com");
    const answer = await client.post("/v2/Account/Pending/ChangePassword", { NewPassword: "Nuova.Password1" });
    expect(answer.body).toMatchObject({ CodeError: "ACTION_REQUIRED", ActionRequired: "needAcceptRequiredConsents" });
  });
});

describe("POST /v2/Account/ResetPassword", () => {
  it("answers the same for a known and an unknown address, and e-mails only the known one", async () => {
    const before = (await h.api.outbox()).length;
    const known = await new Client(h.baseUrl).post("/v2/Account/ResetPassword", { Email: "mario.rossi@example.com" });
    const unknown = await new Client(h.baseUrl).post("/v2/Account/ResetPassword", { Email: "nessuno@example.com" });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ Success: true });
    const sent = (await h.api.outbox()).slice(0, (await h.api.outbox()).length - before);
    expect(sent.map((m) => m.to)).toEqual(["mario.rossi@example.com"]);
  });

  it("chiara.lombardi (inactive): the temporary password leads to needChangePassword, then to an active account", async () => {
    await new Client(h.baseUrl).post("/v2/Account/ResetPassword", { Email: "chiara.lombardi@example.com" });
    const mail = (await h.api.outbox()).find((m) => m.to === "chiara.lombardi@example.com");
    const temporary = mail?.body.match(/Password temporanea: (\S+)/)?.[1] ?? "";
    const client = new Client(h.baseUrl);
    const first = await client.post("/v2/Login/Login", loginBody("chiara.lombardi@example.com", temporary));
    expect(first.body).toMatchObject({ CodeError: "ACTION_REQUIRED", ActionRequired: "needChangePassword" });
    expect((await client.post("/v2/Account/Pending/ChangePassword", { NewPassword: "Tornata.2026" })).body.Success).toBe(true);
    const after = await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("chiara.lombardi@example.com", "Tornata.2026"));
    expect(after.body.Success).toBe(true);
  });

  it("the current password keeps working after a reset someone else asked for", async () => {
    await new Client(h.baseUrl).post("/v2/Account/ResetPassword", { Email: "mario.rossi@example.com" });
    const answer = await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("mario.rossi@example.com"));
    expect(answer.body.Success).toBe(true);
  });

  it("a malformed address is a 400 ValidationError", async () => {
    const answer = await new Client(h.baseUrl).post("/v2/Account/ResetPassword", { Email: "non-una-mail" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ValidationError: { Email: { Code: "NOV" } } });
  });
});

describe("PUT /Account/RequestCellChange", () => {
  it("a logged-in customer changes number after confirming the new one by SMS", async () => {
    const client = await loggedIn("mario.rossi@example.com");
    const requested = await client.post("/Account/RequestCellChange", { PrefixCell: "+39", Cell: "3475556667" }, { method: "PUT" });
    expect(requested.body).toMatchObject({ Success: true, PhonePrefix: "+39", PhoneNumber: "3475556667" });
    const ok = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(h.api, "+393475556667") });
    expect(ok.body.Success).toBe(true);
    const byNew = await new Client(h.baseUrl).post("/v2/Login/Login", {
      Prefix: "+39",
      Mobile: "3475556667",
      Password: DEMO_PASSWORD,
      LoginClient: "parcheggi-web",
    });
    expect(byNew.body.Success).toBe(true);
  });
});
