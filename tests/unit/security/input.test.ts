import { describe, expect, it } from "vitest";
import { emailSelectionSchema, resetPasswordSchema } from "../../../app/forms/email-schema";
import { loginSchema } from "../../../app/forms/login-schema";
import { otpCodeSchema } from "../../../app/forms/otp-schema";

/** Issue 11 item 9: the server is no looser than the upstream. */
describe("codes are exactly six digits", () => {
  it.each(["1234", "12345", "1234567", "1234567890", "12345a", "１２３４５６"])("refuses %j", (code) => {
    expect(otpCodeSchema.safeParse({ code }).success).toBe(false);
  });
  it.each([["123456", "123456"], ["123 456", "123456"], ["123-456", "123456"]])("takes %j as %s", (code, value) => {
    expect(otpCodeSchema.safeParse({ code })).toMatchObject({ success: true, data: { code: value } });
  });
});

describe("e-mails and usernames refuse NUL and control characters", () => {
  const hostile = ["mario\u0000@example.com", "mario@exa\u0001mple.com", "mario@example.com\u007f", "ma\u001brio@example.com"];
  it.each(hostile)("login refuses %j", (username) => {
    expect(loginSchema.safeParse({ username, password: "x" }).success).toBe(false);
  });
  it.each(hostile)("e-mail forms refuse %j", (email) => {
    expect(emailSelectionSchema.safeParse({ email }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ email }).success).toBe(false);
  });
  it("a plain address still passes", () => {
    expect(loginSchema.safeParse({ username: "mario.rossi@example.com", password: "x" }).success).toBe(true);
  });
});
