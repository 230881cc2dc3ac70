import { describe, expect, it } from "vitest";
import { credentialsOf, loginSchema } from "../../../app/forms/login-schema";
import { callingCode, e164, parseMobile } from "../../../app/forms/mobile-number";
import { ITALIAN_MOBILE_SPELLINGS } from "./mobile-spellings";

const ITALIAN = { prefix: "+39", number: "3401234567" };

describe("the one phone normaliser (issues 12 and 20, decision 094)", () => {
  it.each([
    ...ITALIAN_MOBILE_SPELLINGS,
    ["+39 340 123 4567", "+39"],
    [" 3401234567 ", "+39"],
    ["(340) 123.4567", "+39"],
    ["3401234567", "39"],
    ["340 123 4567", " +39 "],
  ])("%j with prefix %j is +39 3401234567", (typed, prefix) => {
    const mobile = parseMobile(typed, prefix);
    expect(mobile).toEqual(ITALIAN);
    expect(e164(mobile!)).toBe("+393401234567");
  });

  it.each([
    ["+44 7700 900123", "+39", { prefix: "+44", number: "7700900123" }, "+447700900123"],
    ["0044 7700 900123", "+39", { prefix: "+44", number: "7700900123" }, "+447700900123"],
    ["+41 79 123 45 67", "+39", { prefix: "+41", number: "791234567" }, "+41791234567"],
    // Without one, the select's prefix applies; a national trunk prefix ("0" in the UK) is dropped.
    ["79 123 45 67", "+41", { prefix: "+41", number: "791234567" }, "+41791234567"],
    ["07700 900123", "+44", { prefix: "+44", number: "7700900123" }, "+447700900123"],
  ])("a foreign number %j (prefix %j) keeps its own prefix", (typed, prefix, expected, key) => {
    expect(parseMobile(typed, prefix)).toEqual(expected);
    expect(e164(expected)).toBe(key);
  });

  it.each(["", "abc", "12345", "mario@example.com", "+39 abc", "1234567890123456789", "+999 12345678", "++39 3401234567", "340 123 4567 x"])(
    "%j is no mobile",
    (typed) => {
      expect(parseMobile(typed, "+39")).toBeNull();
    },
  );

  it.each(["", "+", "abc", "+999", "+39 x", "0", "+00", "3939"])("with the prefix %j, a number without its own is none", (prefix) => {
    expect(parseMobile("3401234567", prefix)).toBeNull();
  });

  it.each([
    ["+39", "+39"],
    ["39", "+39"],
    ["0039", "+39"],
    ["+0039", "+39"],
    [" +39 ", "+39"],
    ["+1", "+1"],
    ["+44", "+44"],
    ["+355", "+355"],
    ["+999", null],
    ["+0", null],
    ["abc", null],
    ["", null],
    ["+39 340", null],
  ])("the prefix field %j is %j", (typed, expected) => {
    expect(callingCode(typed)).toBe(expected);
  });
});

describe("the login reads a mobile through it", () => {
  // The same spellings as every other phone field (tests/unit/forms/hostile-shapes.test.ts).
  it.each(ITALIAN_MOBILE_SPELLINGS)(
    "the login form accepts %j with prefix %j and sends one spelling",
    (username, prefix) => {
      const parsed = loginSchema.safeParse({ username, prefix, password: "x" });
      expect(parsed.success).toBe(true);
      expect(credentialsOf(parsed.data!)).toEqual({ Prefix: "+39", Mobile: "3401234567" });
    },
  );

  it("the prefix field's +0039 is +39", () => {
    const parsed = loginSchema.safeParse({ username: "340 123 4567", prefix: "+0039", password: "x" });
    expect(parsed.data?.prefix).toBe("+39");
    expect(credentialsOf(parsed.data!)).toEqual({ Prefix: "+39", Mobile: "3401234567" });
  });

  it("a prefix that is no calling code is the prefix field's error, never a throw", () => {
    const parsed = loginSchema.safeParse({ username: "3401234567", prefix: "+999", password: "x" });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["prefix"]]);
  });

  it("an e-mail stays a username", () => {
    expect(credentialsOf({ username: "mario.rossi@example.com", prefix: "+39" })).toEqual({ Username: "mario.rossi@example.com" });
  });
});
