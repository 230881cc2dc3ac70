import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { CLIENT, Client, latestCode, startApi, STARTUP_TIMEOUT, wrongCode } from "./helpers";

const THIN_PHONE = "+393355550000";
const PHONE = { PhonePrefixes: "+39", PhoneNumber: "3355550000" };
let h: Harness;
beforeAll(async () => {
  h = await startApi();
}, STARTUP_TIMEOUT);
afterAll(() => h.close());
beforeEach(async () => {
  h.clock.advance(3600);
  await h.api.resetDemoAccounts();
});

const signUp = (client: Client, email = "nuovo.cliente@example.com") =>
  client.post("/v2/SignUp/RegisterAccount", {
    Name: "Nuovo",
    Surname: "Cliente",
    Email: email,
    ConfirmEmail: email,
    Password: "Parcheggio.2026",
    ConfirmPassword: "Parcheggio.2026",
    Prefix: "+39",
    Mobile: "3355550000",
    Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
    ...CLIENT,
  });

describe("the thin registration of +39 3355550000", () => {
  it("RegisterAccount → CheckPhone → ConfirmPhoneOTP → CheckEmail → ConfirmEmailOTP → CompleteRegistration", async () => {
    const client = new Client(h.baseUrl);
    const start = await signUp(client);
    expect(start.body).toMatchObject({
      Success: false,
      CodeError: "ACTION_REQUIRED",
      ActionRequired: "needThinRegistrationCheckPhone",
      PhonePrefix: "+39",
      PhoneNumber: "3355550000",
      Email: "nuovo.cliente@example.com",
      Name: "Nuovo",
      Surname: "Cliente",
    });

    const checked = await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE, ...CLIENT });
    expect(checked.body).toMatchObject({ Success: true, IsOTPGenerated: true, OTPRequestRemaining: 4 });
    expect(checked.body.OTPRequestBlockedUntil).toBe(`/Date(${h.clock.now().getTime() + 60_000})/`);

    const phoneOk = await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: await latestCode(h.api, THIN_PHONE) });
    expect(phoneOk.body).toEqual({ Success: true, IsOTPVerified: true });

    const email = await client.post("/v2/SignUp/Thin/CheckEmail", { Email: "nuovo.cliente@example.com" });
    expect(email.body).toMatchObject({ Success: true, IsOTPGenerated: true, Email: "nuovo.cliente@example.com" });
    expect(email.body.OTPEmailRequestBlockedUntil).toMatch(/^\/Date\(\d{13}\)\/$/);

    const emailOk = await client.post("/v2/SignUp/Thin/ConfirmEmailOTP", {
      OTPCode: await latestCode(h.api, "nuovo.cliente@example.com"),
    });
    expect(emailOk.body).toEqual({ Success: true, IsOTPVerified: true });

    const weak = await client.post("/v2/SignUp/Thin/CompleteRegistration", { Password: "debole" });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ ValidationError: { Password: { Code: "NOV" } } });

    const done = await client.post("/v2/SignUp/Thin/CompleteRegistration", { Password: "Finalmente.2026" });
    expect(done.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });

    const login = await new Client(h.baseUrl).post("/v2/Login/Login", {
      Username: "nuovo.cliente@example.com",
      Password: "Finalmente.2026",
      ...CLIENT,
    });
    expect(login.body.Success).toBe(true);
  });

  it("each later step is reachable again: RegisterAccount from the same browser answers the current step", async () => {
    const client = new Client(h.baseUrl);
    await signUp(client);
    await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE });
    expect((await signUp(client)).body).toMatchObject({
      ActionRequired: "needThinRegistrationConfirmPhone",
      OTPRequestBlockedUntil: expect.stringMatching(/^\/Date\(\d{13}\)\/$/),
    });
    await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: await latestCode(h.api, THIN_PHONE) });
    expect((await signUp(client)).body).toMatchObject({ ActionRequired: "needThinRegistrationValidateEmail", PhoneNumber: "3355550000" });
    await client.post("/v2/SignUp/Thin/CheckEmail", { Email: "passo.passo@example.com" });
    expect((await signUp(client)).body).toMatchObject({
      ActionRequired: "needThinRegistrationConfirmEmail",
      Email: "passo.passo@example.com",
      OTPEmailRequestBlockedUntil: expect.stringMatching(/^\/Date\(\d{13}\)\/$/),
    });
    await client.post("/v2/SignUp/Thin/ConfirmEmailOTP", { OTPCode: await latestCode(h.api, "passo.passo@example.com") });
    expect((await signUp(client)).body).toMatchObject({ ActionRequired: "needThinRegistrationGetPassword" });

    // Another browser typing the same mobile starts from the beginning and learns nothing.
    const stranger = await signUp(new Client(h.baseUrl), "altro@example.com");
    expect(stranger.body).toMatchObject({ ActionRequired: "needThinRegistrationCheckPhone", Email: "altro@example.com" });
  });

  it("a call out of turn answers the step the registration is at", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE });
    const early = await client.post("/v2/SignUp/Thin/CompleteRegistration", { Password: "Finalmente.2026" });
    expect(early.body).toMatchObject({ CodeError: "ACTION_REQUIRED", ActionRequired: "needThinRegistrationConfirmPhone" });
    const emailFirst = await client.post("/v2/SignUp/Thin/CheckEmail", { Email: "x.y@example.com" });
    expect(emailFirst.body.ActionRequired).toBe("needThinRegistrationConfirmPhone");
  });

  it("the thin calls need the session CheckPhone starts", async () => {
    for (const path of [
      "/v2/SignUp/Thin/ResendPhoneOTP",
      "/v2/Signup/Thin/ConfirmPhoneOTP",
      "/v2/SignUp/Thin/CheckEmail",
      "/v2/SignUp/Thin/ResendEmailOTP",
      "/v2/SignUp/Thin/ConfirmEmailOTP",
      "/v2/SignUp/Thin/CompleteRegistration",
    ]) {
      const answer = await new Client(h.baseUrl).post(path, { OTPCode: "123456", Email: "a@example.com", Password: "Finalmente.2026" });
      expect(answer.status, path).toBe(401);
    }
  });

  it("CheckPhone: an unknown number is ACCOUNT_NOT_FOUND, a full account's number ERR_ACCOUNT_ALREADY_EXISTS", async () => {
    const unknown = await new Client(h.baseUrl).post("/v2/SignUp/Thin/CheckPhone", { Phone: { PhonePrefixes: "+39", PhoneNumber: "3470001112" } });
    expect(unknown.body).toMatchObject({ Success: false, CodeError: "ACCOUNT_NOT_FOUND" });
    const full = await new Client(h.baseUrl).post("/v2/SignUp/Thin/CheckPhone", { Phone: { PhonePrefixes: "+39", PhoneNumber: "3401234567" } });
    expect(full.body).toMatchObject({ Success: false, CodeError: "ERR_ACCOUNT_ALREADY_EXISTS" });
    const invalid = await new Client(h.baseUrl).post("/v2/SignUp/Thin/CheckPhone", { Phone: { PhonePrefixes: "+39", PhoneNumber: "12" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ ValidationError: { Phone: { Code: "NOV" } } });
  });

  it("ResendPhoneOTP: not generated within 60 s, then a new code, then OTP_REQUEST_BLOCKED when the sends run out", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE });
    const early = await client.post("/v2/SignUp/Thin/ResendPhoneOTP");
    expect(early.body).toMatchObject({ Success: true, IsOTPGenerated: false, OTPRequestRemaining: 4 });
    const remaining = [];
    for (let i = 0; i < 4; i++) {
      h.clock.advance(60);
      const resent = await client.post("/v2/SignUp/Thin/ResendPhoneOTP");
      expect(resent.body.IsOTPGenerated).toBe(true);
      remaining.push(resent.body.OTPRequestRemaining);
    }
    expect(remaining).toEqual([3, 2, 1, 0]);
    h.clock.advance(60);
    const blocked = await client.post("/v2/SignUp/Thin/ResendPhoneOTP");
    expect(blocked.body).toMatchObject({
      Success: false,
      CodeError: "OTP_REQUEST_BLOCKED",
      OTPRequestBlockedUntil: `/Date(${h.clock.now().getTime() + 15 * 60_000})/`,
    });
  });

  it("ConfirmPhoneOTP: 5 wrong codes give AttemptBlockedUntil, and the right one is refused until it passes", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE });
    const code = await latestCode(h.api, THIN_PHONE);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: wrongCode(code) })).body);
    expect(answers.map((a) => a.AvailableAttempts)).toEqual([4, 3, 2, 1, 0]);
    expect(answers.every((a) => a.IsOTPVerified === false && a.Success === false)).toBe(true);
    const until = `/Date(${h.clock.now().getTime() + 15 * 60_000})/`;
    expect(answers[4]).toMatchObject({ AttemptBlockedUntil: until });
    const right = await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: code });
    expect(right.body).toMatchObject({ Success: false, IsOTPVerified: false, AttemptBlockedUntil: until });
  });

  it("CheckEmail answers the codes of spec §8 for an unusable address", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE });
    await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: await latestCode(h.api, THIN_PHONE) });
    expect((await client.post("/v2/SignUp/Thin/CheckEmail", { Email: "mario.rossi@example.com" })).body.CodeError).toBe("USED_EMAIL");
    expect((await client.post("/v2/SignUp/Thin/CheckEmail", { Email: "giulia.bianchi@example.com" })).body.CodeError).toBe("BLOCKED_EMAIL");
    expect((await client.post("/v2/SignUp/Thin/CheckEmail", { Email: "non valida" })).body.CodeError).toBe("NOV");
  });

  it("ResendEmailOTP sends a new e-mail code after 60 s; an expired e-mail code is refused", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE });
    await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: await latestCode(h.api, THIN_PHONE) });
    await client.post("/v2/SignUp/Thin/CheckEmail", { Email: "lento@example.com" });
    const first = await latestCode(h.api, "lento@example.com");
    h.clock.advance(10 * 60);
    const expired = await client.post("/v2/SignUp/Thin/ConfirmEmailOTP", { OTPCode: first });
    expect(expired.body).toMatchObject({ Success: false, MessageError: expect.stringContaining("scaduto") });
    const resent = await client.post("/v2/SignUp/Thin/ResendEmailOTP");
    expect(resent.body).toMatchObject({ Success: true, IsOTPGenerated: true });
    const ok = await client.post("/v2/SignUp/Thin/ConfirmEmailOTP", { OTPCode: await latestCode(h.api, "lento@example.com") });
    expect(ok.body.Success).toBe(true);
  });

  it("a thin code used twice is refused the second time", async () => {
    const client = new Client(h.baseUrl);
    await client.post("/v2/SignUp/Thin/CheckPhone", { Phone: PHONE });
    const code = await latestCode(h.api, THIN_PHONE);
    expect((await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: code })).body.Success).toBe(true);
    const again = await client.post("/v2/Signup/Thin/ConfirmPhoneOTP", { OTPCode: code });
    expect(again.body.Success).toBe(false);
  });
});
