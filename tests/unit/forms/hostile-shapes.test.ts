import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as copy from "../../../app/copy/it";
import { changeMobileSchema } from "../../../app/forms/change-mobile-schema";
import { insertPhoneSchema } from "../../../app/forms/insert-phone-schema";
import { consentsSchema } from "../../../app/forms/consents-schema";
import { emailSelectionSchema, resetPasswordSchema } from "../../../app/forms/email-schema";
import { loginSchema } from "../../../app/forms/login-schema";
import { newPasswordSchema } from "../../../app/forms/new-password-schema";
import { otpCodeSchema } from "../../../app/forms/otp-schema";
import { thinEmailSchema, thinMobileSchema } from "../../../app/forms/sign-up-finalization-schema";
import { signUpSchema, type SignUpFieldSettings } from "../../../app/forms/sign-up-schema";
import { EVERY_SIGN_UP_FIELD } from "../../support/every-sign-up-field";
import { ITALIAN_MOBILE_SPELLINGS } from "./mobile-spellings";

// Issue 20 item 4: conform reads `x[]=`, `x[0]=` and `x.y=` as a list or an object. Every scalar part
// of every form answers them with a field error in Italian, never a throw.

const CONSENTS = [{ code: "PRIVACY", label: "Informativa privacy", required: true }];
const EVERYTHING: SignUpFieldSettings = { confirmEmail: "required", dateOfBirth: "required", gender: "optional", taxCode: "optional", invoicingData: "optional" };
const TODAY = { year: 2026, month: 5, day: 20 };

const SIGN_UP: Record<string, string> = { ...EVERY_SIGN_UP_FIELD, consents: "PRIVACY" };

/** Every form, a valid post of it, and the fields it reads as one value each. */
const FORMS: Array<[string, z.ZodType, Record<string, string>]> = [
  ["login", loginSchema, { username: "3401234567", prefix: "+39", password: "x" }],
  ["reset-password", resetPasswordSchema, { email: "mario@example.com" }],
  ["email-selection", emailSelectionSchema, { email: "mario@example.com" }],
  ["change-password", newPasswordSchema, { password: "Parcheggio.2026", passwordAgain: "Parcheggio.2026" }],
  ["change-mobile", changeMobileSchema, { mobileCountryCode: "+39", mobileNumber: "3401234567" }],
  ["need-insert-phone", insertPhoneSchema, { mobileCountryCode: "+39", mobileNumber: "3401234567" }],
  ["thin select-mobile", thinMobileSchema, { mobileCountryCode: "+39", mobileNumber: "3401234567" }],
  ["thin select-email", thinEmailSchema, { email: "mario@example.com" }],
  ["otp code", otpCodeSchema, { code: "123456" }],
  ["sign-up", signUpSchema(EVERYTHING, CONSENTS, TODAY), SIGN_UP],
];

const SHAPES = ["[]", "[0]", ".x"];

function post(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

describe.each(FORMS)("%s: every field reads only a string", (_, schema, valid) => {
  it("takes its valid post", () => {
    expect(parseWithZod(post(valid), { schema }).status).toBe("success");
  });

  const scalars = Object.keys(valid).filter((name) => name !== "consents");
  it.each(scalars.flatMap((name) => SHAPES.map((shape) => [name, shape])))("%s%s is a field error, never a throw", (name, shape) => {
    const { [name]: value, ...rest } = valid;
    const submission = parseWithZod(post({ ...rest, [`${name}${shape}`]: value! }), { schema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.[name]).toContain(copy.formInput.notText);
  });
});

describe("consents: a list by design", () => {
  const schema = consentsSchema(CONSENTS);
  it.each([["consents"], ["consents[]"], ["consents[0]"]])("%s=PRIVACY is the ticked box", (name) => {
    const submission = parseWithZod(post({ [name]: "PRIVACY" }), { schema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.consents).toEqual(["PRIVACY"]);
  });

  it.each([["consents.x"], ["consents[0].x"]])("%s=PRIVACY is a field error, never a throw", (name) => {
    const submission = parseWithZod(post({ [name]: "PRIVACY" }), { schema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.["consents[0]"]).toContain(copy.formInput.notText);
  });

  it("sign-up's consents.x too", () => {
    const { consents: _, ...rest } = SIGN_UP;
    const submission = parseWithZod(post({ ...rest, "consents.x": "PRIVACY" }), { schema: signUpSchema(EVERYTHING, CONSENTS, TODAY) });
    expect(submission.reply().error?.["consents[0]"]).toContain(copy.formInput.notText);
  });
});

describe("every phone form sends the one normaliser's spelling (issue 20 item 2)", () => {
  const phoneForms: Array<[string, z.ZodType, Record<string, string>]> = [
    ["change-mobile", changeMobileSchema, {}],
    ["need-insert-phone", insertPhoneSchema, {}],
    ["thin select-mobile", thinMobileSchema, {}],
    ["sign-up", signUpSchema(EVERYTHING, CONSENTS, TODAY), SIGN_UP],
  ];
  it.each(phoneForms.flatMap(([name, schema, rest]) => ITALIAN_MOBILE_SPELLINGS.map(([number, prefix]) => [name, number, prefix, schema, rest] as const)))(
    "%s: %j with prefix %j is +39 3401234567",
    (_, number, prefix, schema, rest) => {
      const submission = parseWithZod(post({ ...rest, mobileCountryCode: prefix, mobileNumber: number }), { schema });
      expect(submission.status).toBe("success");
      expect(submission.status === "success" && submission.value).toMatchObject({ mobileCountryCode: "+39", mobileNumber: "3401234567" });
    },
  );

  it.each(phoneForms)("%s: a foreign number keeps its own prefix", (_, schema, rest) => {
    const submission = parseWithZod(post({ ...rest, mobileCountryCode: "+39", mobileNumber: "+44 7700 900123" }), { schema });
    expect(submission.status === "success" && submission.value).toMatchObject({ mobileCountryCode: "+44", mobileNumber: "7700900123" });
  });

  it.each(phoneForms)("%s: a prefix that is no calling code is the prefix's field error", (_, schema, rest) => {
    const submission = parseWithZod(post({ ...rest, mobileCountryCode: "+999", mobileNumber: "3401234567" }), { schema });
    expect(submission.reply().error?.mobileCountryCode).toEqual([copy.formInput.prefixInvalid]);
  });

  it("sign-up takes +39 347 765 4321, as the login does", () => {
    const submission = parseWithZod(post({ ...SIGN_UP, mobileNumber: "+39 347 765 4321" }), { schema: signUpSchema(EVERYTHING, CONSENTS, TODAY) });
    expect(submission.status === "success" && submission.value).toMatchObject({ mobileCountryCode: "+39", mobileNumber: "3477654321" });
  });
});
