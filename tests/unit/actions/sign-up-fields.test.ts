import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formFieldName } from "../../../app/actions/field-names";
import { registerAccountBody } from "../../../app/actions/sign-up.server";
import { BRAND_SIGN_UP_FIELDS, signUpSchema, type SignUpFieldSettings, type SignUpValues } from "../../../app/forms/sign-up-schema";
import { camelCaseFieldName } from "../../../app/upstream/field-names.server";
import { EVERY_SIGN_UP_FIELD } from "../../support/every-sign-up-field";

// The one table from upstream field names to form fields (decision 043), as a ValidationError of
// RegisterAccount names them, through the client's camelCasing (spec §5).
const upstreamToForm = (name: string) => formFieldName(camelCaseFieldName(name));

describe("upstream field names → sign-up form fields", () => {
  it.each([
    ["Name", "firstName"],
    ["Surname", "lastName"],
    ["Email", "email"],
    ["ConfirmEmail", "confirmEmail"],
    ["Prefix", "mobileCountryCode"],
    ["Mobile", "mobileNumber"],
    ["PrefixCell", "mobileCountryCode"],
    ["Cell", "mobileNumber"],
    ["Password", "password"],
    ["ConfirmPassword", "passwordAgain"],
    ["FiscalCode", "taxCode"],
    ["Consents", "consents"],
  ])("%s → %s", (upstream, form) => {
    expect(upstreamToForm(upstream)).toBe(form);
  });

  it.each([
    ["Nome", "firstName"],
    ["Cognome", "lastName"],
    ["Intestazione", "companyName"],
    ["Piva", "vatNumber"],
    ["CodiceFiscale", "taxCode"],
    ["EmailFatturazione", "email"],
    ["CodiceNazione", "country"],
    ["Comune", "city"],
    ["Cap", "cap"],
    ["Provincia", "region"],
    ["Indirizzo", "address"],
    ["Civico", "houseNumber"],
    ["FatturaElettronica", "electronicInvoice"],
    ["Regime_Split_Payment", "splitPayment"],
    ["PecDestinatario", "pec"],
    ["CodiceUnivocoDestinatario", "recipientCode"],
    ["IdToponimo", "addressPrefix"],
    ["IdModalitaInvioFattura", "sendingMode"],
  ])("BillingData.%s → invoicingData.%s", (upstream, form) => {
    expect(upstreamToForm(`BillingData.${upstream}`)).toBe(`invoicingData.${form}`);
  });

  it("a name the table does not know keeps its camelCase spelling", () => {
    expect(upstreamToForm("Something")).toBe("something");
    expect(upstreamToForm("BillingData.Nuovo")).toBe("invoicingData.nuovo");
  });
});

describe("form → RegisterAccount payload (spec §3)", () => {
  const consents = [
    { code: "PRIVACY", label: "Privacy", required: true },
    { code: "MARKETING", label: "Marketing", required: false },
  ];
  const values = {
    firstName: "Giovanna",
    lastName: "Esposito",
    dateOfBirth: { day: "14", month: "3", year: "1988" },
    email: "giovanna@example.com",
    confirmEmail: "altro@example.com",
    mobileCountryCode: "+39",
    mobileNumber: "3471234567",
    password: "Parcheggio.2026",
    passwordAgain: "Parcheggio.2026",
    taxCode: "RSSMRA85T10A562S",
    consents: ["PRIVACY"],
    invoicingData: { companyName: "Rossi srl", countryCode: "IT", country: "Italia", city: "Milano", cap: "20121", region: "MI", address: "Via Roma", houseNumber: "10", electronicInvoice: "on", sendingMode: "2" },
  } as SignUpValues;
  const query = { client: "parcheggi-web", redirect: "https://parcheggi.example.it/" };

  it("brand default: hidden confirm e-mail falls back to the e-mail, hidden fields are not sent, every consent answered", () => {
    const body = registerAccountBody(values, BRAND_SIGN_UP_FIELDS, consents, query, null);
    expect(body).toEqual({
      Name: "Giovanna",
      Surname: "Esposito",
      Password: "Parcheggio.2026",
      ConfirmPassword: "Parcheggio.2026",
      Prefix: "+39",
      Mobile: "3471234567",
      Email: "giovanna@example.com",
      ConfirmEmail: "giovanna@example.com",
      FiscalCode: null,
      Consents: [
        { ConsentCode: "PRIVACY", ConsentState: true },
        { ConsentCode: "MARKETING", ConsentState: false },
      ],
      BillingData: null,
      LoginClient: "parcheggi-web",
      LoginRedirect: "https://parcheggi.example.it/",
    });
  });

  it("everything shown: the confirm e-mail, the tax code and BillingData with the default toponym", () => {
    const all: SignUpFieldSettings = { confirmEmail: "required", dateOfBirth: "required", gender: "optional", taxCode: "optional", invoicingData: "optional" };
    const body = registerAccountBody(values, all, consents, { returnUrl: "https://parcheggi.example.it/sso" }, { defaultToponymId: "1", sendingModes: [] });
    expect(body.ConfirmEmail).toBe("altro@example.com");
    expect(body.FiscalCode).toBe("RSSMRA85T10A562S");
    expect(body.LoginClient).toBeNull();
    expect(body.LoginRedirect).toBe("https://parcheggi.example.it/sso");
    expect(body.BillingData).toMatchObject({
      Intestazione: "Rossi srl",
      CodiceNazione: "IT",
      Comune: "Milano",
      Cap: "20121",
      Provincia: "MI",
      Indirizzo: "Via Roma",
      Civico: "10",
      FatturaElettronica: true,
      Regime_Split_Payment: false,
      IdToponimo: "1",
      IdModalitaInvioFattura: "2",
      Piva: null,
    });
  });

  it.each([
    ["+39 347 765 4321", "+39"],
    ["0039 347 765 4321", "+39"],
    ["347/765/4321", "+0039"],
  ])("the form's %j with prefix %j is sent as +39 3477654321 (issue 20, decision 131)", (typed, prefix) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...EVERY_SIGN_UP_FIELD, consents: "PRIVACY", mobileNumber: typed, mobileCountryCode: prefix })) form.append(name, value);
    const submission = parseWithZod(form, { schema: signUpSchema(BRAND_SIGN_UP_FIELDS, consents) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(registerAccountBody(submission.value, BRAND_SIGN_UP_FIELDS, consents, query, null)).toMatchObject({ Prefix: "+39", Mobile: "3477654321" });
  });
});
