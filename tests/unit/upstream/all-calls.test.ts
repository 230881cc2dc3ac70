import { describe, expect, it } from "vitest";
import type { CallName, RequestOf } from "../../../app/upstream/index.server";
import { endpoints } from "../../../app/upstream/index.server";
import { defaultUpstreamHandlers } from "../../msw/upstream-handlers";
import { browserCookies, testClient, useUpstreamServer } from "./setup";

const server = useUpstreamServer();

const phone = { Prefix: "+39", Cell: "3401234567" };
const signUp: RequestOf<"registerAccount"> = {
  Name: "Mario",
  Surname: "Rossi",
  Password: "Parcheggio.2026",
  ConfirmPassword: "Parcheggio.2026",
  Prefix: "+39",
  Mobile: "3401234567",
  Email: "mario.rossi@example.com",
  ConfirmEmail: "mario.rossi@example.com",
  Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
  BillingData: { Nome: "Mario", Cognome: "Rossi", CodiceNazione: "IT", IdToponimo: 1 },
};

// One input per call of spec §7, and the exact body (without the common fields) it must produce.
const calls: { [K in CallName]: [RequestOf<K>, Record<string, unknown> | null] } = {
  login: [{ Username: "a@b.it", Password: "p" }, { Username: "a@b.it", Prefix: null, Mobile: null, Password: "p", LoginRedirect: null, LoginClient: null }],
  sso: [{ Username: "a@b.it", Password: "p" }, { Username: "a@b.it", Prefix: null, Mobile: null, Password: "p", LoginRedirect: null, LoginClient: null, RememberMe: false }],
  registerAccount: [
    signUp,
    {
      ...signUp,
      FiscalCode: null,
      LoginClient: null,
      LoginRedirect: null,
      BillingData: {
        Nome: "Mario",
        Cognome: "Rossi",
        Intestazione: null,
        Piva: null,
        CodiceFiscale: null,
        EmailFatturazione: null,
        CodiceNazione: "IT",
        Comune: null,
        Cap: null,
        Provincia: null,
        Indirizzo: null,
        Civico: null,
        FatturaElettronica: false,
        Regime_Split_Payment: false,
        PecDestinatario: null,
        CodiceUnivocoDestinatario: null,
        IdToponimo: 1,
        IdModalitaInvioFattura: null,
      },
    },
  ],
  resetPassword: [{ Email: "a@b.it" }, { Email: "a@b.it" }],
  changePassword: [{ NewPassword: "N" }, { NewPassword: "N" }],
  validatePassword: [{ Password: "P" }, { Password: "P" }],
  validateEmail: [{ Email: "a@b.it" }, { Email: "a@b.it" }],
  validateCell: [{ Cell: "3401", PrefixCell: "+39" }, { Cell: "3401", PrefixCell: "+39" }],
  getMaskedPersonalData: [{}, {}],
  resendSms: [{}, {}],
  confirmPinSms: [{ PinSms: "123456" }, { PinSms: "123456" }],
  changeRegistrationCellAndSendSms: [phone, phone],
  requestCellChange: [{ PrefixCell: "+39", Cell: "3401" }, { PrefixCell: "+39", Cell: "3401" }],
  confirmEmail: [{}, {}],
  checkPhone: [
    { Phone: { PhonePrefixes: "+39", PhoneNumber: "3355550000" } },
    { Phone: { PhonePrefixes: "+39", PhoneNumber: "3355550000" }, LoginClient: null, LoginRedirect: null },
  ],
  resendPhoneOtp: [{}, {}],
  confirmPhoneOtp: [{ OTPCode: "123456" }, { OTPCode: "123456" }],
  checkEmail: [{ Email: "a@b.it" }, { Email: "a@b.it" }],
  resendEmailOtp: [{}, {}],
  confirmEmailOtp: [{ OTPCode: "123456" }, { OTPCode: "123456" }],
  completeRegistration: [{ Password: "P" }, { Password: "P" }],
  searchNazioni: [{ TextSearch: "Ita" }, null],
  searchComuni: [{ TextSearch: "Rom" }, null],
  getToponym: [{}, {}],
  getInvoiceSendingMode: [{}, {}],
  getConsentsConfiguration: [{}, null],
  acceptConsents: [
    { Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }] },
    { Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }] },
  ],
  insertPhone: [phone, phone],
};

describe("every call of spec §7 against the default msw handlers", () => {
  it.each(Object.keys(calls) as CallName[])("%s sends its payload and parses the sample answer", async (name) => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ appEnv: "Test" });
    const [input, body] = calls[name];
    const call = client[name] as (ctx: { cookies: string; recaptchaToken: string }, input: unknown) => Promise<{ ok: boolean }>;
    const result = await call({ cookies: browserCookies, recaptchaToken: "r" }, input);
    expect(result.ok).toBe(true);
    expect(client.sent).toHaveLength(1);
    expect(client.sent[0]!.method).toBe(endpoints[name].method);
    expect(client.sent[0]!.body).toEqual(body === null ? null : { ...body, "g-recaptcha-response": "r", IsTestRecaptcha: true });
  });
});
