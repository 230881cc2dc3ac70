import { describe, expect, it } from "vitest";
import { credentialsOf, loginSchema } from "../../../app/forms/login-schema";
import { looksLikeMobile, parseMobile } from "../../../app/forms/mobile-number";

describe("a mobile as people type it (issue 12, decision 094)", () => {
  it.each([
    ["+39 340 123 4567", "+39", { prefix: "+39", number: "3401234567" }],
    ["0039 3401234567", "+39", { prefix: "+39", number: "3401234567" }],
    ["340-123-4567", "+39", { prefix: "+39", number: "3401234567" }],
    ["340 123 4567", "+39", { prefix: "+39", number: "3401234567" }],
    [" 3401234567 ", "+39", { prefix: "+39", number: "3401234567" }],
    ["(340) 123.4567", "+39", { prefix: "+39", number: "3401234567" }],
    // The number's own prefix wins over the select.
    ["+41 79 123 45 67", "+39", { prefix: "+41", number: "791234567" }],
    ["+39 340 123 4567", "+41", { prefix: "+39", number: "3401234567" }],
    // Without one, the select's prefix applies.
    ["79 123 45 67", "+41", { prefix: "+41", number: "791234567" }],
  ])("%j with %s → %j", (typed, prefix, expected) => {
    expect(parseMobile(typed, prefix)).toEqual(expected);
  });

  it.each(["", "abc", "12345", "mario@example.com", "+39 abc", "1234567890123456789"])("%j is no mobile", (typed) => {
    expect(looksLikeMobile(typed)).toBe(false);
    expect(parseMobile(typed, "+39")).toBeNull();
  });

  it.each(["+39 340 123 4567", "0039 3401234567", "340-123-4567", "340 123 4567"])("the login form accepts %j", (username) => {
    expect(loginSchema.safeParse({ username, prefix: "+39", password: "x" }).success).toBe(true);
    expect(credentialsOf({ username, prefix: "+39" })).toEqual({ Prefix: "+39", Mobile: "3401234567" });
  });

  it("an e-mail stays a username", () => {
    expect(credentialsOf({ username: "mario.rossi@example.com", prefix: "+39" })).toEqual({ Username: "mario.rossi@example.com" });
  });
});
