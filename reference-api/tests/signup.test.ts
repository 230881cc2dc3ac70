import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { CLIENT, Client, latestCode, startApi, STARTUP_TIMEOUT } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startApi();
}, STARTUP_TIMEOUT);
afterAll(() => h.close());

function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Name: "Giorgio",
    Surname: "Esposito",
    Email: "giorgio.esposito@example.com",
    ConfirmEmail: "giorgio.esposito@example.com",
    Password: "Sosta.Breve1",
    ConfirmPassword: "Sosta.Breve1",
    Prefix: "+39",
    Mobile: "3478889990",
    FiscalCode: null,
    Consents: [
      { ConsentCode: "PRIVACY", ConsentState: true },
      { ConsentCode: "MARKETING", ConsentState: false },
      { ConsentCode: "PROFILING", ConsentState: false },
    ],
    BillingData: null,
    ...CLIENT,
    ...overrides,
  };
}

describe("POST /v2/SignUp/RegisterAccount", () => {
  it("register → needConfirmPhone (SMS sent) → ConfirmPinSms → success with UrlRedirect → login", async () => {
    const client = new Client(h.baseUrl);
    const registered = await client.post("/v2/SignUp/RegisterAccount", signUpBody());
    expect(registered.body).toMatchObject({
      Success: false,
      CodeError: "ACTION_REQUIRED",
      ActionRequired: "needConfirmPhone",
      PhonePrefix: "+39",
      PhoneNumber: "3478889990",
    });
    expect(registered.setCookies.some((c) => c.startsWith("ra_session="))).toBe(true);
    const masked = await client.post("/Account/GetMaskedPersonalData");
    expect(masked.body).toMatchObject({ MaskedPrefixCell: "+39", MaskedCell: "347*****90" });

    const confirmed = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(h.api, "+393478889990") });
    expect(confirmed.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });

    const login = await new Client(h.baseUrl).post("/v2/Login/Login", {
      Username: "giorgio.esposito@example.com",
      Password: "Sosta.Breve1",
      ...CLIENT,
    });
    expect(login.body.Success).toBe(true);
  });

  it("without a client, success carries no UrlRedirect", async () => {
    const client = new Client(h.baseUrl);
    await client.post(
      "/v2/SignUp/RegisterAccount",
      signUpBody({ Email: "senza.client@example.com", ConfirmEmail: "senza.client@example.com", Mobile: "3478889991", LoginClient: null, LoginRedirect: null }),
    );
    const confirmed = await client.post("/v2/Account/Pending/ConfirmPinSms", { PinSms: await latestCode(h.api, "+393478889991") });
    expect(confirmed.body).toEqual({ Success: true });
  });

  it("a 400 with a ValidationError map of PascalCase fields, each with Code and Message", async () => {
    const answer = await new Client(h.baseUrl).post(
      "/v2/SignUp/RegisterAccount",
      signUpBody({
        Name: "",
        Email: "mario.rossi@example.com",
        Password: "debole",
        Mobile: "3401234568",
        FiscalCode: "XYZ",
        Consents: [{ ConsentCode: "PRIVACY", ConsentState: false }],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      Success: false,
      CodeError: "ERR",
      ValidationError: {
        Name: { Code: "REQUIRED", Message: expect.any(String) },
        Email: { Code: "USED_EMAIL", Message: expect.any(String) },
        Password: { Code: "NOV", Message: expect.any(String) },
        Mobile: { Code: "BLOCKED_MOBILE", Message: expect.any(String) },
        FiscalCode: { Code: "NOV", Message: expect.any(String) },
        Consents: { Code: "REQUIRED", Message: expect.any(String) },
      },
    });
  });

  it("checks the confirmation fields and the billing data", async () => {
    const answer = await new Client(h.baseUrl).post(
      "/v2/SignUp/RegisterAccount",
      signUpBody({
        Email: "conferme@example.com",
        ConfirmEmail: "altra@example.com",
        ConfirmPassword: "Diversa.123",
        Mobile: "3478889992",
        BillingData: { Piva: "123", CodiceNazione: "IT", Cap: "1234" },
      }),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.ValidationError as object).sort()).toEqual([
      "BillingData.Cap",
      "BillingData.Piva",
      "ConfirmEmail",
      "ConfirmPassword",
    ]);
  });

  it("a body of the wrong shape is a 400 ValidationError, not a crash", async () => {
    const answer = await new Client(h.baseUrl).post("/v2/SignUp/RegisterAccount", signUpBody({ Consents: "tutti" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ Success: false, ValidationError: { Consents: { Code: "NOV" } } });
  });

  it("stores billing data and optional fields without complaint", async () => {
    const client = new Client(h.baseUrl);
    const answer = await client.post(
      "/v2/SignUp/RegisterAccount",
      signUpBody({
        Email: "fattura@example.com",
        ConfirmEmail: "fattura@example.com",
        Mobile: "3478889993",
        FiscalCode: "RSSMRA80A01H501U",
        BillingData: {
          Nome: "Giorgio",
          Cognome: "Esposito",
          Piva: "01234567890",
          CodiceNazione: "IT",
          Comune: "Roma",
          Cap: "00100",
          Provincia: "RM",
          Indirizzo: "del Corso",
          Civico: "1",
          FatturaElettronica: true,
          Regime_Split_Payment: false,
          IdToponimo: 1,
          IdModalitaInvioFattura: 3,
          CodiceUnivocoDestinatario: "ABC1234",
        },
      }),
    );
    expect(answer.body.ActionRequired).toBe("needConfirmPhone");
  });
});

describe("validators", () => {
  const post = (path: string, body: Record<string, unknown>) => new Client(h.baseUrl).post(path, body);

  it("ValidatePassword", async () => {
    expect((await post("/v2/Signup/ValidatePassword", { Password: "Sosta.Breve1" })).body).toEqual({ Success: true });
    expect((await post("/v2/Signup/ValidatePassword", { Password: "sostabreve" })).body).toMatchObject({ Success: false, CodeError: "NOV" });
  });

  it.each([
    ["libero@example.com", undefined],
    ["mario.rossi@example.com", "USED_EMAIL"],
    ["giulia.bianchi@example.com", "BLOCKED_EMAIL"],
    ["usa.e.getta@mailinator.com", "BLOCKED_EMAIL"],
    ["non-una-mail", "NOV"],
  ])("ValidateEmail %s → %s", async (email, code) => {
    const answer = await post("/v2/SignUp/ValidateEmail", { Email: email });
    if (code) expect(answer.body).toMatchObject({ Success: false, CodeError: code, MessageError: expect.any(String) });
    else expect(answer.body).toEqual({ Success: true });
  });

  it.each([
    ["3470000099", undefined],
    ["3401234567", "USED_MOBILE"],
    ["3409999999", "USED_MOBILE"],
    ["3401234568", "BLOCKED_MOBILE"],
    ["3355550000", undefined],
    ["12345", "NOV"],
  ])("ValidateCell +39 %s → %s", async (cell, code) => {
    const answer = await post("/v2/SignUp/ValidateCell", { PrefixCell: "+39", Cell: cell });
    if (code) expect(answer.body).toMatchObject({ Success: false, CodeError: code });
    else expect(answer.body).toEqual({ Success: true });
  });
});
