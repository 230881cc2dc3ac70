import { describe, expect, it } from "vitest";
import { formFieldName } from "../../../app/actions/field-names";
import { refusalErrors } from "../../../app/actions/step.server";
import type { FlowDecision } from "../../../app/flow/decide";

describe("upstream field names → form field names (one table)", () => {
  const rows: [string, string][] = [
    ["name", "firstName"],
    ["surname", "lastName"],
    ["email", "email"],
    ["confirmEmail", "confirmEmail"],
    ["password", "password"],
    ["newPassword", "password"],
    ["confirmPassword", "passwordAgain"],
    ["prefix", "mobileCountryCode"],
    ["prefixCell", "mobileCountryCode"],
    ["cell", "mobileNumber"],
    ["mobile", "mobileNumber"],
    ["phone.phoneNumber", "mobileNumber"],
    ["phone", "mobileNumber"],
    ["fiscalCode", "taxCode"],
    ["pinSms", "code"],
    ["otpCode", "code"],
    ["billingData.cap", "invoicingData.cap"],
    ["billingData.comune", "invoicingData.city"],
    ["billingData.provincia", "invoicingData.region"],
    ["billingData.indirizzo", "invoicingData.address"],
    ["billingData.idToponimo", "invoicingData.addressPrefix"],
    ["billingData.civico", "invoicingData.houseNumber"],
    ["somethingNew", "somethingNew"],
  ];
  for (const [upstream, form] of rows) {
    it(`${upstream} → ${form}`, () => expect(formFieldName(upstream)).toBe(form));
  }
});

describe("a refusal becomes field and form errors", () => {
  const fallback = "Riprova";
  const code = (codeError: string, message = "dal server"): FlowDecision => ({
    propagate: { kind: "code", code: codeError, message, body: { CodeError: codeError, MessageError: message } },
  });

  it("a ValidationError field lands on its form field with the upstream's message", () => {
    const decision: FlowDecision = { fieldErrors: { newPassword: { code: "NOV", message: "Password debole" } } };
    expect(refusalErrors(decision, { fallback })).toEqual({ fieldErrors: { password: ["Password debole"] }, formErrors: [] });
  });

  it("a code the screen names goes to its field with the screen's words", () => {
    const messages = { codes: { SAME_ACTUAL_AND_NEW_PASSWORD: { field: "password", message: "Diversa, per favore" } }, fallback };
    expect(refusalErrors(code("SAME_ACTUAL_AND_NEW_PASSWORD"), messages)).toEqual({ fieldErrors: { password: ["Diversa, per favore"] }, formErrors: [] });
  });

  it("a screen's own words for a field override whatever the upstream said there", () => {
    const decision: FlowDecision = { fieldErrors: { email: { code: "NOV", message: "Email not valid" } } };
    expect(refusalErrors(decision, { fields: { email: "E-mail non valida" }, fallback }).fieldErrors).toEqual({ email: ["E-mail non valida"] });
  });

  it("an unnamed code shows the server's message at the screen's field, or its fallback there", () => {
    const messages = { serverMessageAt: { field: "code", fallback: "Codice non valido" }, fallback };
    expect(refusalErrors(code("NOV", "Codice non valido: restano 4 tentativi"), messages).fieldErrors).toEqual({ code: ["Codice non valido: restano 4 tentativi"] });
    expect(refusalErrors(code("NOV", ""), messages).fieldErrors).toEqual({ code: ["Codice non valido"] });
  });

  it("a screen that reads the refusal's body (attempts left) speaks before the table and the server", () => {
    const decision: FlowDecision = {
      propagate: { kind: "code", code: "NOV", message: "x", body: { CodeError: "NOV", MessageError: "restano 1 tentativi", AvailableAttempts: 1 } },
    };
    const messages = {
      fromBody: (body: { AvailableAttempts?: number | null }) => (body.AvailableAttempts === 1 ? { field: "code", message: "Codice non valido: resta 1 tentativo" } : null),
      codes: { NOV: { field: "code", message: "Codice non valido" } },
      fallback,
    };
    expect(refusalErrors(decision, messages).fieldErrors).toEqual({ code: ["Codice non valido: resta 1 tentativo"] });
    expect(refusalErrors(code("NOV"), messages).fieldErrors).toEqual({ code: ["Codice non valido"] });
  });

  it("a login's form message stays above the form", () => {
    expect(refusalErrors({ formMessage: "Impossibile accedere" }, { fallback })).toEqual({ fieldErrors: {}, formErrors: ["Impossibile accedere"] });
  });

  it("anything else is the fallback above the form, never an empty answer", () => {
    expect(refusalErrors(code("ERR_GENERIC"), { fallback })).toEqual({ fieldErrors: {}, formErrors: [fallback] });
    expect(refusalErrors({ propagate: { kind: "unexpectedPayload", message: "x" } }, { fallback }).formErrors).toEqual([fallback]);
  });
});
