import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import * as lite from "../../../app/forms/phone-lite";

describe("the browser's stand-in for libphonenumber-js (decision 131)", () => {
  it("knows exactly the library's calling codes", () => {
    const real = [...new Set(getCountries().map((country) => getCountryCallingCode(country)))].sort();
    expect(lite.getCountries().map((country) => lite.getCountryCallingCode(country)).sort()).toEqual(real);
  });

  it.each(["+393401234567", "+447700900123", "+14155550123", "+41791234567", "+35312345678", "+9715012345678", "+999123456"])(
    "splits %s at the calling code the library finds",
    (text) => {
      const real = parsePhoneNumberFromString(text);
      expect(lite.parsePhoneNumberFromString(text)?.countryCallingCode).toBe(real?.countryCallingCode);
    },
  );
});
