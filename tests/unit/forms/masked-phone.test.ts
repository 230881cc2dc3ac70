import { describe, expect, it } from "vitest";
import { maskMobile } from "../../../app/forms/masked-phone";

describe("maskMobile: first 3 and last 2 digits shown (issue 25 item 7)", () => {
  it.each([
    ["3355550000", "335*****00"],
    ["3401234567", "340*****67"],
    ["791234567", "791****67"],
    ["123456", "123*56"],
    ["12345", "*****"],
    ["", ""],
  ])("%s → %s", (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});
