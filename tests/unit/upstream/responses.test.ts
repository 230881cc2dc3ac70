import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  UnexpectedPayloadError,
  UpstreamCodeError,
  UpstreamHttpError,
  UpstreamValidationError,
  parseUpstreamDate,
} from "../../../app/upstream/index.server";
import {
  actionRequired,
  codeError,
  sampleResponses,
  upstreamHandler,
  validationError,
} from "../../msw/upstream-handlers";
import { browserCookies, testClient, useUpstreamServer } from "./setup";

const server = useUpstreamServer();
const ctx = { cookies: browserCookies };

describe("/Date(ms)/ timestamps", () => {
  it.each([
    ["/Date(1700000000000)/", "2023-11-14T22:13:20.000Z"],
    ["/Date(1700000000000+0100)/", "2023-11-14T22:13:20.000Z"],
    ["/Date(1700000000000-0500)/", "2023-11-14T22:13:20.000Z"],
  ])("reads %s as %s", (value, iso) => {
    expect(parseUpstreamDate(value)?.toISOString()).toBe(iso);
  });

  it.each(["2023-11-14T22:13:20Z", "/Date(abc)/", "Date(1700000000000)", ""])("rejects %j", (value) => {
    expect(parseUpstreamDate(value)).toBeNull();
  });

  it("converts the timestamps of a response to dates", async () => {
    server.use(
      upstreamHandler("checkPhone", () => ({
        Success: true,
        IsOTPGenerated: true,
        OTPRequestBlockedUntil: "/Date(1700000000000)/",
        OTPRequestRemaining: 2,
      })),
    );
    const result = await testClient().checkPhone(ctx, { Phone: { PhonePrefixes: "+39", PhoneNumber: "3355550000" } });
    expect(result).toMatchObject({
      ok: true,
      data: { IsOTPGenerated: true, OTPRequestBlockedUntil: new Date("2023-11-14T22:13:20.000Z"), OTPRequestRemaining: 2 },
    });
  });
});

describe("successful answers", () => {
  it("returns the parsed data, unknown fields dropped", async () => {
    server.use(upstreamHandler("login", () => ({ ...sampleResponses.login, Extra: 1 }) as typeof sampleResponses.login));
    const result = await testClient().login(ctx, { Username: "mario.rossi@example.com", Password: "pw" });
    expect(result).toEqual({
      ok: true,
      call: "login",
      data: { Success: true, UrlRedirect: "https://parcheggi.example.it/" },
      setCookies: [],
    });
  });

  it("reads an empty body as an empty object", async () => {
    server.use(upstreamHandler("resendSms", () => new HttpResponse(null, { status: 204 })));
    const result = await testClient().resendSms(ctx);
    expect(result).toMatchObject({ ok: true, data: {} });
  });
});

describe("error normalisation (decision 013)", () => {
  it("turns Success:false into a code error with CodeError, MessageError and the error-body fields", async () => {
    server.use(
      upstreamHandler("login", () =>
        actionRequired("NEED_THIN_REGISTRATION_CONFIRM_PHONE", {
          PhoneNumber: "3355550000",
          PhonePrefix: "+39",
          Email: "thin@example.com",
          Name: "Tina",
          Surname: "Sottile",
          OTPRequestBlockedUntil: "/Date(1700000000000)/",
          OTPEmailRequestBlockedUntil: null,
        }),
      ),
    );
    const result = await testClient().login(ctx, { Username: "thin@example.com", Password: "pw" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UpstreamCodeError);
    expect(result.error).toMatchObject({
      kind: "code",
      code: "ACTION_REQUIRED",
      message: "message for ACTION_REQUIRED",
      status: 200,
      body: {
        CodeError: "ACTION_REQUIRED",
        MessageError: "message for ACTION_REQUIRED",
        ActionRequired: "NEED_THIN_REGISTRATION_CONFIRM_PHONE",
        PhoneNumber: "3355550000",
        PhonePrefix: "+39",
        Email: "thin@example.com",
        Name: "Tina",
        Surname: "Sottile",
        OTPRequestBlockedUntil: new Date("2023-11-14T22:13:20.000Z"),
        OTPEmailRequestBlockedUntil: null,
      },
    });
  });

  it.each([
    ["a 4xx with a CodeError", () => codeError("USER_IN_BLACKLIST", {}, 403), "USER_IN_BLACKLIST"],
    ["a bare CodeError without Success", () => HttpResponse.json({ CodeError: "ERR_GENERIC" }), "ERR_GENERIC"],
    ["Success:false without CodeError", () => HttpResponse.json({ Success: false }), null],
  ])("treats %s as a code error", async (_label, reply, code) => {
    server.use(upstreamHandler("resetPassword", reply));
    const result = await testClient().resetPassword(ctx, { Email: "a@b.it" });
    expect(result).toMatchObject({ ok: false, error: { kind: "code", code } });
  });

  it("keeps the code error when an error-body field has the wrong type", async () => {
    server.use(upstreamHandler("resendSms", () => codeError("OTP_REQUEST_BLOCKED", { OTPRequestBlockedUntil: 42 })));
    const result = await testClient().resendSms(ctx);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: "code", code: "OTP_REQUEST_BLOCKED", body: { OTPRequestBlockedUntil: null } },
    });
  });

  it("turns a 400 ValidationError map into camelCase field errors with code and message", async () => {
    server.use(
      upstreamHandler("registerAccount", () =>
        validationError({
          Email: { Code: "USED_EMAIL", Message: "E-mail già registrata" },
          ConfirmPassword: { Code: "PASSWORD_MISMATCH", Message: "Le password non coincidono" },
          "BillingData.Cap": { Code: "INVALID_CAP", Message: "CAP non valido" },
        }),
      ),
    );
    const result = await testClient().registerAccount(ctx, {
      Name: "Mario",
      Surname: "Rossi",
      Password: "pw",
      ConfirmPassword: "pw2",
      Prefix: "+39",
      Mobile: "3401234567",
      Email: "mario.rossi@example.com",
      ConfirmEmail: "mario.rossi@example.com",
      Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UpstreamValidationError);
    expect(result.error).toMatchObject({
      kind: "validation",
      status: 400,
      fields: {
        email: { code: "USED_EMAIL", message: "E-mail già registrata" },
        confirmPassword: { code: "PASSWORD_MISMATCH", message: "Le password non coincidono" },
        "billingData.cap": { code: "INVALID_CAP", message: "CAP non valido" },
      },
    });
  });

  it.each([
    ["a bare message", "Numero non valido", { code: "INVALID", message: "Numero non valido" }],
    ["a list", [{ Code: "USED_MOBILE", Message: "Già usato" }], { code: "USED_MOBILE", message: "Già usato" }],
  ])("reads %s as a field error", async (_label, value, expected) => {
    server.use(
      upstreamHandler("validateCell", () =>
        HttpResponse.json({ Success: false, ValidationError: { PrefixCell: value } }, { status: 400 }),
      ),
    );
    const result = await testClient().validateCell(ctx, { Cell: "1", PrefixCell: "+39" });
    expect(result).toMatchObject({ ok: false, error: { kind: "validation", fields: { prefixCell: expected } } });
  });

  it.each([
    ["a missing field", { Success: true, PhonePrefix: "+39" }],
    ["a field of the wrong type", { Success: true, PhoneNumber: 3401234567, PhonePrefix: "+39" }],
    ["a null where a string is promised", { Success: true, PhoneNumber: null, PhonePrefix: "+39" }],
  ])("reports %s in a success as an unexpected response payload", async (_label, body) => {
    server.use(upstreamHandler("changeRegistrationCellAndSendSms", () => HttpResponse.json(body)));
    const result = await testClient().changeRegistrationCellAndSendSms(ctx, { Cell: "1", Prefix: "+39" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UnexpectedPayloadError);
    expect(result.error.message).toBe("unexpected response payload");
  });

  it.each([
    ["a non-JSON success", () => new HttpResponse("<html>", { headers: { "Content-Type": "text/html" } })],
    ["a JSON array", () => HttpResponse.json([1, 2])],
    ["a bad timestamp", () => HttpResponse.json({ Success: true, OTPEmailRequestBlockedUntil: "tomorrow" })],
  ])("reports %s as an unexpected response payload", async (_label, reply) => {
    server.use(upstreamHandler("checkEmail", reply));
    const result = await testClient().checkEmail(ctx, { Email: "a@b.it" });
    expect(result).toMatchObject({ ok: false, error: { kind: "unexpectedPayload", message: "unexpected response payload" } });
  });

  it.each([
    ["500 without a body", () => new HttpResponse(null, { status: 500 })],
    ["502 with HTML", () => new HttpResponse("<h1>Bad gateway</h1>", { status: 502 })],
    ["a redirect, never followed", () => new HttpResponse(null, { status: 302, headers: { Location: "/login" } })],
  ])("reports %s as an HTTP error", async (_label, reply) => {
    server.use(upstreamHandler("getToponym", reply));
    const result = await testClient().getToponym(ctx);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UpstreamHttpError);
  });
});
