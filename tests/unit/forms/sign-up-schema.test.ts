import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as copy from "../../../app/copy/it";
import {
  BRAND_SIGN_UP_FIELDS,
  dateOfBirthProblem,
  signUpSchema,
  type CalendarDay,
  type SignUpFieldSettings,
  GENDERS,
} from "../../../app/forms/sign-up-schema";
import { passwordRuleChecks } from "../../../app/forms/password-rule-checks";

// Spec §5, rule by rule, through conform's own parsing of a posted form (empty boxes arrive as absent).

const TODAY: CalendarDay = { year: 2026, month: 5, day: 20 };
const CONSENTS = [
  { code: "PRIVACY", label: "Informativa privacy", required: true },
  { code: "TERMS", label: "Condizioni del servizio", required: true },
  { code: "MARKETING", label: "Comunicazioni commerciali", required: false },
];
const EVERYTHING: SignUpFieldSettings = { confirmEmail: "required", dateOfBirth: "optional", gender: "optional", taxCode: "optional", invoicingData: "optional" };
const s = { ...copy.signUp, ...copy.signUpErrors };

const VALID: Record<string, string | string[]> = {
  firstName: "Giovanna",
  lastName: "Esposito",
  "dateOfBirth.day": "14",
  "dateOfBirth.month": "3",
  "dateOfBirth.year": "1988",
  email: "giovanna@example.com",
  mobileCountryCode: "+39",
  mobileNumber: "347 123 4567",
  password: "Parcheggio.2026",
  passwordAgain: "Parcheggio.2026",
  consents: ["PRIVACY", "TERMS"],
};

function post(values: Record<string, string | string[] | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

function parse(values: Record<string, string | string[] | undefined>, settings: SignUpFieldSettings = BRAND_SIGN_UP_FIELDS) {
  return parseWithZod(post(values), { schema: signUpSchema(settings, CONSENTS, TODAY) });
}

function errorsOf(values: Record<string, string | string[] | undefined>, settings?: SignUpFieldSettings): Record<string, string[] | null> {
  const submission = parse(values, settings);
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("sign-up schema: the brand default (date of birth visible and required, the rest hidden)", () => {
  it("accepts a complete form; the mobile loses its separators, the prefix defaults to +39", () => {
    const submission = parse({ ...VALID, mobileCountryCode: undefined });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ firstName: "Giovanna", mobileCountryCode: "+39", mobileNumber: "3471234567", consents: ["PRIVACY", "TERMS"] });
  });

  it.each([
    ["firstName", s.firstNameMissing],
    ["lastName", s.lastNameMissing],
    ["email", s.emailMissing],
    ["mobileNumber", s.mobileMissing],
    ["password", s.passwordMissing],
    ["passwordAgain", s.passwordAgainMissing],
  ])("requires %s (spec §5)", (name, message) => {
    expect(errorsOf({ ...VALID, [name]: undefined })[name]).toEqual([message]);
  });

  it("a name of blanks is missing", () => {
    expect(errorsOf({ ...VALID, firstName: "   " }).firstName).toEqual([s.firstNameMissing]);
  });

  it("an e-mail without the shape of one, a mobile with letters", () => {
    const errors = errorsOf({ ...VALID, email: "giovanna@", mobileNumber: "347abc" });
    expect(errors.email).toEqual([copy.forms.emailInvalid]);
    expect(errors.mobileNumber).toEqual([s.mobileInvalid]);
  });

  it("the repeat must equal the password, byte for byte (no trimming)", () => {
    expect(errorsOf({ ...VALID, passwordAgain: "Parcheggio.2026 " }).passwordAgain).toEqual([s.passwordMismatch]);
  });

  it("each missing required consent is named in its own message; optional ones stay optional", () => {
    const errors = errorsOf({ ...VALID, consents: ["MARKETING"] });
    expect(errors["consent-PRIVACY"]).toEqual(["Per continuare devi accettare il consenso obbligatorio «Informativa privacy»"]);
    expect(errors["consent-TERMS"]).toEqual(["Per continuare devi accettare il consenso obbligatorio «Condizioni del servizio»"]);
    expect(errors["consent-MARKETING"]).toBeUndefined();
  });

  it("reports every problem at once, consents included, even when a field's type is wrong", () => {
    const errors = errorsOf({ consents: undefined });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["firstName", "lastName", "dateOfBirth", "email", "mobileNumber", "password", "passwordAgain", "consent-PRIVACY", "consent-TERMS"]));
  });

  it("requires the date of birth", () => {
    const errors = errorsOf({ ...VALID, "dateOfBirth.day": undefined, "dateOfBirth.month": undefined, "dateOfBirth.year": undefined });
    expect(errors.dateOfBirth).toEqual([s.dateOfBirthMissing]);
  });

  it("ignores the hidden fields, whatever a tampered form carries", () => {
    const submission = parse({ ...VALID, confirmEmail: "other@example.com", taxCode: "nonsense", gender: undefined, "invoicingData.cap": "x" });
    expect(submission.status).toBe("success");
  });
});

describe("date of birth (decision 070)", () => {
  const date = (day: string, month: string, year: string) => ({ day, month, year });
  it.each([
    [date("", "3", "1988"), s.dateOfBirthIncomplete],
    [date("14", "", ""), s.dateOfBirthIncomplete],
    [date("1a", "3", "1988"), s.dateOfBirthNotNumbers],
    [date("31", "2", "1990"), s.dateOfBirthImpossible],
    [date("29", "2", "2001"), s.dateOfBirthImpossible],
    [date("0", "3", "1990"), s.dateOfBirthImpossible],
    [date("14", "13", "1990"), s.dateOfBirthImpossible],
    [date("14", "3", "88"), s.dateOfBirthImpossible],
    [date("21", "5", "2026"), s.dateOfBirthFuture],
    [date("1", "1", "2030"), s.dateOfBirthFuture],
    [date("21", "5", "2008"), s.dateOfBirthTooYoung(18)],
    [date("20", "5", "1906"), s.dateOfBirthTooOld],
  ])("%j → %s", (parts, message) => {
    expect(dateOfBirthProblem(parts, "required", TODAY)).toBe(message);
  });

  it.each([date("29", "2", "2000"), date("20", "5", "2008"), date("21", "5", "1906"), date("01", "01", "1970")])("%j is fine", (parts) => {
    expect(dateOfBirthProblem(parts, "required", TODAY)).toBeNull();
  });

  it("born on 29 February comes of age on 1 March", () => {
    const leapling = date("29", "2", "2008");
    expect(dateOfBirthProblem(leapling, "required", { year: 2026, month: 2, day: 28 })).toBe(s.dateOfBirthTooYoung(18));
    expect(dateOfBirthProblem(leapling, "required", { year: 2026, month: 3, day: 1 })).toBeNull();
  });

  it("may be left empty when optional, but not half filled", () => {
    expect(dateOfBirthProblem(undefined, "optional", TODAY)).toBeNull();
    expect(dateOfBirthProblem(date("", "", "1990"), "optional", TODAY)).toBe(s.dateOfBirthIncomplete);
  });
});

describe("sign-up schema with every optional field shown", () => {
  const ALL = { ...VALID, confirmEmail: "Giovanna@Example.com" };

  it("accepts the form with the optional ones left empty; the confirm e-mail matches regardless of case", () => {
    expect(parse({ ...ALL, "dateOfBirth.day": undefined, "dateOfBirth.month": undefined, "dateOfBirth.year": undefined }, EVERYTHING).status).toBe("success");
  });

  it("a shown confirm e-mail must be filled and equal the e-mail", () => {
    expect(errorsOf({ ...VALID }, EVERYTHING).confirmEmail).toEqual([s.confirmEmailMissing]);
    expect(errorsOf({ ...VALID, confirmEmail: "altro@example.com" }, EVERYTHING).confirmEmail).toEqual([s.emailMismatch]);
  });

  it("gender: optional may be empty, required may not, and only the listed values", () => {
    expect(errorsOf(ALL, EVERYTHING).gender).toBeUndefined();
    expect(errorsOf(ALL, { ...EVERYTHING, gender: "required" }).gender).toEqual([s.genderMissing]);
    expect(errorsOf({ ...ALL, gender: "Q" }, EVERYTHING).gender).toEqual([s.genderMissing]);
  });

  it("tax code: upper-cased, with the shape of a codice fiscale; required only when configured so", () => {
    const submission = parse({ ...ALL, taxCode: "rssmra85t10a562s" }, EVERYTHING);
    expect(submission.status === "success" && submission.value.taxCode).toBe("RSSMRA85T10A562S");
    expect(errorsOf({ ...ALL, taxCode: "RSSMRA85" }, EVERYTHING).taxCode).toEqual([s.taxCodeInvalid]);
    expect(errorsOf(ALL, { ...EVERYTHING, taxCode: "required" }).taxCode).toEqual([s.taxCodeMissing]);
  });
});

describe("invoicing data (spec §5)", () => {
  const b = copy.signUpInvoicingErrors;
  const ALL = { ...VALID, confirmEmail: VALID.email as string };
  const ADDRESS = {
    "invoicingData.country": "Italia",
    "invoicingData.countryCode": "IT",
    "invoicingData.city": "Milano",
    "invoicingData.cap": "20121",
    "invoicingData.region": "MI",
    "invoicingData.address": "Via Roma",
    "invoicingData.houseNumber": "10",
  };

  it("left as it came (Italy preset), an optional section asks for nothing", () => {
    expect(parse({ ...ALL, "invoicingData.country": "Italia", "invoicingData.countryCode": "IT" }, EVERYTHING).status).toBe("success");
  });

  it("once started, asks for the address: city, CAP, street and, in a field of its own, the street number", () => {
    const errors = errorsOf({ ...ALL, "invoicingData.companyName": "Rossi srl", "invoicingData.country": "Italia", "invoicingData.countryCode": "IT" }, EVERYTHING);
    expect(errors).toMatchObject({
      "invoicingData.city": [b.cityMissing],
      "invoicingData.cap": [b.capMissing],
      "invoicingData.address": [b.addressMissing],
      "invoicingData.houseNumber": [b.houseNumberMissing],
    });
  });

  it("a required section is asked for even when empty", () => {
    expect(errorsOf(ALL, { ...EVERYTHING, invoicingData: "required" })["invoicingData.country"]).toEqual([b.countryMissing]);
  });

  it("a country typed but not picked from the search is refused", () => {
    expect(errorsOf({ ...ALL, ...ADDRESS, "invoicingData.country": "Fran", "invoicingData.countryCode": undefined }, EVERYTHING)["invoicingData.country"]).toEqual([b.countryNotPicked]);
  });

  it("VAT number and tax code are not mutually exclusive: both together are fine", () => {
    expect(parse({ ...ALL, ...ADDRESS, "invoicingData.vatNumber": "01234567890", "invoicingData.taxCode": "RSSMRA85T10A562S" }, EVERYTHING).status).toBe("success");
  });

  it("Italian CAP, province, VAT number; tax code or VAT number as tax code; e-mails; recipient code", () => {
    const errors = errorsOf(
      {
        ...ALL,
        ...ADDRESS,
        "invoicingData.cap": "2012",
        "invoicingData.region": "Milano",
        "invoicingData.vatNumber": "123",
        "invoicingData.taxCode": "XYZ",
        "invoicingData.email": "fatture@",
        "invoicingData.pec": "pec@",
        "invoicingData.recipientCode": "12",
      },
      EVERYTHING,
    );
    expect(errors).toMatchObject({
      "invoicingData.cap": [b.capInvalid],
      "invoicingData.vatNumber": [b.vatNumberInvalid],
      "invoicingData.taxCode": [b.taxCodeInvalid],
      "invoicingData.email": [b.emailInvalid],
      "invoicingData.pec": [b.pecInvalid],
      "invoicingData.recipientCode": [b.recipientCodeInvalid],
    });
    expect(errors["invoicingData.region"]).toBeDefined();
  });

  it("a foreign address keeps its own postcode", () => {
    expect(parse({ ...ALL, ...ADDRESS, "invoicingData.country": "Francia", "invoicingData.countryCode": "FR", "invoicingData.cap": "L-1234", "invoicingData.region": "" }, EVERYTHING).status).toBe("success");
  });

  it("an electronic invoice needs a PEC or a recipient code", () => {
    const without = errorsOf({ ...ALL, ...ADDRESS, "invoicingData.electronicInvoice": "on" }, EVERYTHING);
    expect(without["invoicingData.pec"]).toEqual([b.electronicMissing]);
    expect(parse({ ...ALL, ...ADDRESS, "invoicingData.electronicInvoice": "on", "invoicingData.recipientCode": "abc1234" }, EVERYTHING).status).toBe("success");
  });
});

describe("the genders the screen lists", () => {
  it("are the ones the schema accepts, in its order", () => {
    expect(Object.keys(copy.signUp.genders)).toEqual([...GENDERS]);
  });
});

describe("password rules ticked as typed", () => {
  it.each([
    ["", undefined, [false, false, false, false, false]],
    ["parcheggio", undefined, [true, false, false, false, false]],
    ["Parcheggio", undefined, [true, true, false, false, false]],
    // The fifth, not a common password, waits for the server's word on this very password (decision 187).
    ["Parcheggio.2026", undefined, [true, true, true, true, false]],
    ["Parcheggio.2026", false, [true, true, true, true, true]],
    ["Parcheggio.2026", true, [true, true, true, true, false]],
    ["Password1!", false, [true, true, true, true, false]],
    [`Aa1.${"x".repeat(61)}`, false, [false, true, true, true, true]],
  ])("%s, the server saying common: %s", (password, serverSaysCommon, expected) => {
    expect(passwordRuleChecks(password, serverSaysCommon)).toEqual(expected);
  });
});
