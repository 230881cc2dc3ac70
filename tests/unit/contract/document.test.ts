import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { contractDocument, contractDocumentText, DOCUMENT_PATH, REGENERATE_COMMAND } from "../../../scripts/contract/document";

type Operation = { operationId: string; parameters: { $ref?: string }[]; requestBody?: unknown };
const document = contractDocument() as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> } };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);

// Spec §7's table, written out here so that a call dropped from, or respelled in, the client shows up.
const SPEC_CALLS = [
  "POST /v2/Login/Login",
  "POST /v2/Login/Sso",
  "POST /v2/SignUp/RegisterAccount",
  "POST /v2/Account/ResetPassword",
  "POST /v2/Account/Pending/ChangePassword",
  "POST /v2/Signup/ValidatePassword",
  "POST /v2/SignUp/ValidateEmail",
  "POST /v2/SignUp/ValidateCell",
  "POST /Account/GetMaskedPersonalData",
  "POST /v2/Account/Pending/ResendSms",
  "POST /v2/Account/Pending/ConfirmPinSms",
  "POST /v2/Account/Pending/ChangeRegistrationCellAndSendSms",
  "PUT /Account/RequestCellChange",
  "POST /v2/Account/Pending/ConfirmEmail",
  "POST /v2/SignUp/Thin/CheckPhone",
  "POST /v2/SignUp/Thin/ResendPhoneOTP",
  "POST /v2/Signup/Thin/ConfirmPhoneOTP",
  "POST /v2/SignUp/Thin/CheckEmail",
  "POST /v2/SignUp/Thin/ResendEmailOTP",
  "POST /v2/SignUp/Thin/ConfirmEmailOTP",
  "POST /v2/SignUp/Thin/CompleteRegistration",
  "GET /v2/Configuration/SearchNazioni",
  "GET /v2/Configuration/SearchComuni",
  "POST /v2/Account/GetToponym",
  "POST /v2/Configuration/GetInvoiceSendingMode",
  "GET /v2/Configuration/GetConsentsConfiguration",
  "POST /v2/Account/Pending/AcceptConsents",
  "POST /v2/Account/Pending/InsertPhone",
];

describe("the upstream contract document (issue 43)", () => {
  it(`is committed as the code generates it (${DOCUMENT_PATH})`, () => {
    const committed = readFileSync(DOCUMENT_PATH, "utf8");
    const fresh = contractDocumentText();
    if (committed !== fresh) {
      expect.fail(`${DOCUMENT_PATH} differs from what app/upstream/ generates: run \`${REGENERATE_COMMAND}\` and commit it`);
    }
  });

  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(contractDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // The same validator refuses the document with a header sent in the body, as OpenAPI 2 had it.
    const broken = contractDocument() as { components: { parameters: Record<string, { in: string }> } };
    broken.components.parameters.Culture!.in = "body";
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("covers the 28 calls of spec §7, each once", () => {
    expect(operations.map(({ key }) => key).sort()).toEqual([...SPEC_CALLS].sort());
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(28);
  });

  it("names the headers of every call, the anti-forgery pair on every post, and a body only where one travels", () => {
    for (const { key, operation } of operations) {
      const refs = operation.parameters.map((parameter) => parameter.$ref);
      expect(refs, key).toEqual(expect.arrayContaining(["#/components/parameters/Culture", "#/components/parameters/Client"]));
      const post = !key.startsWith("GET ");
      expect(refs.includes("#/components/parameters/AntiForgeryHeader"), key).toBe(post);
      expect(refs.includes("#/components/parameters/AntiForgeryCookie"), key).toBe(post);
      expect(operation.requestBody !== undefined, key).toBe(post);
    }
  });

  it("describes /Date(ms)/ fields by their wire form", () => {
    const pattern = new RegExp(document.components.schemas.PhoneOtpResponse!.properties.OTPRequestBlockedUntil!.pattern!);
    expect(pattern.test("/Date(1700000000000)/")).toBe(true);
    expect(pattern.test("/Date(1700000000000+0100)/")).toBe(true);
    expect(pattern.test("2026-11-28T10:00:00Z")).toBe(false);
    expect(document.components.schemas.Refusal!.properties.AttemptBlockedUntil!.pattern).toBe(pattern.source);
  });
});
