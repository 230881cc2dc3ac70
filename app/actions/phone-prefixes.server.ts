import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";

export type PhonePrefix = { country: string; countryCode: string; iso: string };

let cached: PhonePrefix[] | undefined;

/**
 * Spec §3: every international prefix with its country name, +39 first, the rest by country name;
 * Vatican City is left out because it shares +39 with Italy.
 */
export function phonePrefixes(): PhonePrefix[] {
  if (!cached) {
    const names = new Intl.DisplayNames(["it"], { type: "region" });
    const all = getCountries()
      .filter((iso) => iso !== "VA")
      .map((iso) => ({ iso, country: names.of(iso) ?? iso, countryCode: `+${getCountryCallingCode(iso)}` }));
    const italy = all.filter((entry) => entry.iso === "IT");
    const rest = all.filter((entry) => entry.iso !== "IT").sort((a, b) => a.country.localeCompare(b.country, "it"));
    cached = [...italy, ...rest];
  }
  return cached;
}

