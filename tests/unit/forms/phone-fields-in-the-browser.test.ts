import { parseWithZod } from "@conform-to/zod/v4";
import * as library from "libphonenumber-js/min";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { changeMobileSchema } from "../../../app/forms/change-mobile-schema";
import { insertPhoneSchema } from "../../../app/forms/insert-phone-schema";
import { loginSchema } from "../../../app/forms/login-schema";
import { thinMobileSchema } from "../../../app/forms/sign-up-finalization-schema";
import { signUpSchema } from "../../../app/forms/sign-up-schema";
import { EVERY_SIGN_UP_FIELD } from "../../support/every-sign-up-field";
import { ITALIAN_MOBILE_SPELLINGS } from "./mobile-spellings";

// Issue 21 point 5: the browser checks every phone field with the client build's stand-in for the
// library (decision 131); a spelling it refused would never reach the server. Here the schemas run on
// that stand-in, as vite's alias has them in the browser.
vi.mock("libphonenumber-js/min", () => import("../../../app/forms/phone-lite"));

const EVERYTHING = { confirmEmail: "required", dateOfBirth: "required", gender: "optional", taxCode: "optional", invoicingData: "optional" } as const;
const CONSENTS = [{ code: "PRIVACY", label: "Informativa privacy", required: true }];

function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Every phone form of the product: the login, sign-up, change-mobile and need-insert-phone, the finalization's select-mobile. */
const PHONE_FORMS: Array<[string, z.ZodType, Record<string, string>]> = [
  ["sign-up", signUpSchema(EVERYTHING, CONSENTS, { year: 2026, month: 5, day: 20 }), { ...EVERY_SIGN_UP_FIELD, consents: "PRIVACY" }],
  ["change-mobile", changeMobileSchema, {}],
  ["need-insert-phone", insertPhoneSchema, {}],
  ["the finalization's select-mobile", thinMobileSchema, {}],
];

describe("with the browser's phone reader, every phone field takes the login's spellings", () => {
  it("reads with the stand-in, not the library", () => {
    expect(library).toHaveProperty("CALLING_CODES");
  });

  it.each(PHONE_FORMS.flatMap(([name, schema, rest]) => ITALIAN_MOBILE_SPELLINGS.map(([number, prefix]) => [name, number, prefix, schema, rest] as const)))(
    "%s: %j with prefix %j",
    (_, number, prefix, schema, rest) => {
      const submission = parseWithZod(post({ ...rest, mobileCountryCode: prefix, mobileNumber: number }), { schema });
      expect(submission.reply().error ?? {}).toEqual({});
      expect(submission.status === "success" && submission.value).toMatchObject({ mobileCountryCode: "+39", mobileNumber: "3401234567" });
    },
  );

  it.each(ITALIAN_MOBILE_SPELLINGS)("the login: %j with prefix %j", (username, prefix) => {
    expect(loginSchema.safeParse({ username, prefix, password: "x" }).success).toBe(true);
  });
});
