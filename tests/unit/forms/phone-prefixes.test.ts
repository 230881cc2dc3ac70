import { describe, expect, test } from "vitest";
import { encodePhonePrefixes, phonePrefixes } from "../../../scripts/phone-prefixes/list";
import { ENCODED_PHONE_PREFIXES } from "../../../app/ui/phone-prefixes.data";
import { PHONE_PREFIXES } from "../../../app/ui/phone-prefixes";

describe("the static phone prefix list (spec §3)", () => {
  test("matches libphonenumber-js: regenerate with `npx tsx scripts/phone-prefixes.ts` when this fails", () => {
    expect(ENCODED_PHONE_PREFIXES).toBe(encodePhonePrefixes(phonePrefixes()));
  });

  test("decodes to +39 first, no Vatican, the rest by Italian name", () => {
    expect(PHONE_PREFIXES[0]).toEqual({ iso: "IT", countryCode: "+39", country: "Italia" });
    expect(PHONE_PREFIXES.some((prefix) => prefix.iso === "VA")).toBe(false);
    expect(PHONE_PREFIXES).toContainEqual({ iso: "US", countryCode: "+1", country: "Stati Uniti" });
    const rest = PHONE_PREFIXES.slice(1).map((prefix) => prefix.country);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "it")));
    expect(PHONE_PREFIXES).toEqual(phonePrefixes());
  });
});
