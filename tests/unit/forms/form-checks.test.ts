import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { changeMobileForm, changeMobileSchema } from "../../../app/forms/change-mobile-schema";
import { insertPhoneForm, insertPhoneSchema } from "../../../app/forms/insert-phone-schema";
import { consentsForm, consentsSchema } from "../../../app/forms/consents-schema";
import { emailSelectionForm, emailSelectionSchema, resetPasswordForm, resetPasswordSchema } from "../../../app/forms/email-schema";
import { checkForm, type DeclaredForm } from "../../../app/forms/form-checks";
import { loginForm, loginSchema } from "../../../app/forms/login-schema";
import { newPasswordForm, newPasswordSchema } from "../../../app/forms/new-password-schema";
import { otpCodeForm, otpCodeSchema } from "../../../app/forms/otp-schema";
import { thinContinueForm, thinContinueSchema, thinEmailForm, thinEmailSchema, thinMobileForm, thinMobileSchema } from "../../../app/forms/sign-up-finalization-schema";
import { signUpInvoicingPart } from "../../../app/forms/sign-up-invoicing-schema";
import { BRAND_SIGN_UP_FIELDS, signUpForm, signUpSchema, type CalendarDay, type SignUpFieldSettings } from "../../../app/forms/sign-up-schema";

// Issue 23: the browser checks a form with the rules its zod schema declares, read as data, and the
// zod-free functions the schema refines with; it must say exactly what the server's parse says (the
// same messages, at the same names, in the same order) for whatever a page's boxes can post.

const TODAY: CalendarDay = { year: 2026, month: 5, day: 20 };
const CONSENTS = [
  { code: "PRIVACY", label: "Informativa privacy", required: true },
  { code: "TERMS", label: "Condizioni del servizio", required: true },
  { code: "MARKETING", label: "Comunicazioni commerciali", required: false },
];

const TEXTS = ["", " ", "a", "  Giovanna  ", "x".repeat(101), "x".repeat(129), "x".repeat(255)];
const EMAILS = ["giovanna@example.com", " giovanna@example.com ", "giovanna@", "gio vanna@example.com", "GIOVANNA@EXAMPLE.COM", `${"x".repeat(250)}@e.it`];
const MOBILES = ["3471234567", "+39 347 123 4567", "0039 347-123-4567", "(347) 123.4567", "347", "34712345678901234", "+999 1234567", "abc"];
const PREFIXES = ["+39", "39", "0039", "+0039", "+ 41", "+999", "abc"];
const CODES = ["123456", "123 456", "123-456", "12345", "1234567", "abcdef", " 123456 "];
const PASSWORDS = ["Parcheggio.2026", "Parcheggio.2027", "x".repeat(129), " spaced "];
const DAYS = ["14", "31", "0", "x", "29"];
const MONTHS = ["3", "02", "13", "x"];
const YEARS = ["1988", "2020", "1800", "88", "2026"];
const UPPER = ["abc", "RSSMRA85T10A562S", "rssmra85t10a562s", "12345678901", "x".repeat(17)];

/** A small deterministic generator, so a failure names the same case on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Post = Record<string, string | string[] | undefined>;

/** Posts whose boxes take each value of their pools, absent included, in many combinations. */
function posts(pools: Record<string, readonly (string | string[])[]>, count = 300, seed = 1): Post[] {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Object.fromEntries(
      Object.entries(pools).map(([name, pool]) => {
        const index = Math.floor(next() * (pool.length + 1));
        return [name, index === pool.length ? undefined : pool[index]];
      }),
    ),
  );
}

function formData(post: Post): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(post)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

function serverErrors(schema: z.ZodType, post: Post): Record<string, string[]> {
  const submission = parseWithZod(formData(post), { schema });
  if (submission.status === "success") return {};
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.reply().error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

async function expectSame(form: DeclaredForm, schema: z.ZodType, cases: Post[], args: unknown[] = []): Promise<void> {
  const checks = await form.checks();
  for (const post of cases) {
    expect({ post, errors: checkForm(checks, formData(post), args) }).toEqual({ post, errors: serverErrors(schema, post) });
  }
}

describe("the browser's checks say what the server's schema says (issue 23)", () => {
  test("login", async () => {
    await expectSame(loginForm, loginSchema, posts({ username: [...TEXTS, ...EMAILS, ...MOBILES], prefix: PREFIXES, password: [...TEXTS, ...PASSWORDS] }));
  });

  test("the e-mail forms: reset-password, email-selection, the thin registration's select-email", async () => {
    const pools = { email: [...TEXTS, ...EMAILS] };
    await expectSame(resetPasswordForm, resetPasswordSchema, posts(pools, 60));
    await expectSame(emailSelectionForm, emailSelectionSchema, posts(pools, 60));
    await expectSame(thinEmailForm, thinEmailSchema, posts(pools, 60));
  });

  test("a new password and its repeat", async () => {
    await expectSame(newPasswordForm, newPasswordSchema, posts({ password: [...TEXTS, ...PASSWORDS], passwordAgain: [...TEXTS, ...PASSWORDS] }));
  });

  test("the mobile forms: change-mobile, need-insert-phone, the thin registration's select-mobile", async () => {
    const pools = { mobileCountryCode: PREFIXES, mobileNumber: [...TEXTS, ...MOBILES] };
    await expectSame(changeMobileForm, changeMobileSchema, posts(pools));
    await expectSame(insertPhoneForm, insertPhoneSchema, posts(pools));
    await expectSame(thinMobileForm, thinMobileSchema, posts(pools));
  });

  test("a one-time code", async () => {
    await expectSame(otpCodeForm, otpCodeSchema, posts({ code: [...TEXTS, ...CODES] }, 60));
  });

  test("the thin registration's Continua, which has no box", async () => {
    await expectSame(thinContinueForm, thinContinueSchema, [{}]);
  });

  test("the consents, with the ones the screen shows", async () => {
    const pools = { consents: [[], ["PRIVACY"], ["TERMS", "MARKETING"], ["PRIVACY", "TERMS"], "MARKETING"] };
    await expectSame(consentsForm, consentsSchema(CONSENTS), posts(pools, 30), [CONSENTS]);
    await expectSame(consentsForm, consentsSchema([]), posts(pools, 10), [[]]);
  });

  const settings: Array<[string, SignUpFieldSettings]> = [
    ["the brand's", BRAND_SIGN_UP_FIELDS],
    ["every field required", { confirmEmail: "required", dateOfBirth: "required", gender: "required", taxCode: "required", invoicingData: "required" }],
    ["every field optional", { confirmEmail: "optional", dateOfBirth: "optional", gender: "optional", taxCode: "optional", invoicingData: "optional" }],
    ["every field hidden", { confirmEmail: "hidden", dateOfBirth: "hidden", gender: "hidden", taxCode: "hidden", invoicingData: "hidden" }],
  ];
  test.each(settings)("sign-up, %s settings", async (_, fieldSettings) => {
    const pools = {
      firstName: TEXTS,
      lastName: TEXTS.slice(0, 4),
      "dateOfBirth.day": DAYS,
      "dateOfBirth.month": MONTHS,
      "dateOfBirth.year": YEARS,
      gender: ["F", "M", "X", "Q"],
      email: EMAILS,
      confirmEmail: EMAILS.slice(0, 3),
      mobileCountryCode: PREFIXES.slice(0, 3),
      mobileNumber: MOBILES,
      password: PASSWORDS,
      passwordAgain: PASSWORDS,
      taxCode: UPPER,
      consents: [["PRIVACY", "TERMS"], ["PRIVACY"], "MARKETING"],
      "invoicingData.country": ["Italia", "Francia", "x".repeat(101)],
      "invoicingData.countryCode": ["IT", "fr", "ITA1"],
      "invoicingData.city": ["Milano", ""],
      "invoicingData.cap": ["20100", "2010", "x".repeat(11)],
      "invoicingData.region": ["MI", "mi", "Milano"],
      "invoicingData.address": ["Via Roma"],
      "invoicingData.houseNumber": ["1"],
      "invoicingData.vatNumber": ["12345678901", "123"],
      "invoicingData.taxCode": UPPER,
      "invoicingData.email": EMAILS.slice(0, 3),
      "invoicingData.pec": EMAILS.slice(2, 4),
      "invoicingData.recipientCode": ["abc1234", "ABC"],
      "invoicingData.electronicInvoice": ["on"],
      "invoicingData.splitPayment": ["on"],
    };
    await expectSame(signUpForm, signUpSchema(fieldSettings, CONSENTS, TODAY), posts(pools, 400, fieldSettings.gender.length), [fieldSettings, CONSENTS, TODAY]);
  });

  /** What a box's attributes show of getZodConstraint's answer: a constraint that is not there says nothing. */
  const shown = (constraints: Record<string, Record<string, unknown>>) =>
    Object.fromEntries(
      Object.entries(constraints)
        .map(([name, { required, minLength, maxLength, pattern }]) => [name, Object.fromEntries(Object.entries({ required: required || undefined, minLength, maxLength, pattern }).filter(([, value]) => value !== undefined))] as const)
        .filter(([, constraint]) => Object.keys(constraint).length > 0),
    );

  test("the constraints a box carries are the schema's, whatever the screen's arguments", () => {
    expect(loginForm.constraints).toEqual(shown(getZodConstraint(loginSchema)));
    expect(loginForm.constraints.username).toEqual({ required: true, minLength: 1, maxLength: 254 });
    expect(signUpForm.constraints).toEqual(shown(getZodConstraint(signUpSchema(settings[1]![1], CONSENTS, TODAY))));
    expect(signUpForm.constraints).toEqual(shown(getZodConstraint(signUpSchema(settings[3]![1], [], TODAY))));
    expect(consentsForm.constraints).toEqual(shown(getZodConstraint(consentsSchema(CONSENTS))));
  });

  test("the invoicing section's part holds the constraints of the form's invoicing boxes, and only theirs", () => {
    const invoicing = Object.fromEntries(Object.entries(signUpForm.constraints).filter(([name]) => name.startsWith("invoicingData.")));
    expect(Object.keys(invoicing).length).toBeGreaterThan(10);
    expect(signUpInvoicingPart.constraints).toEqual(invoicing);
  });
});
