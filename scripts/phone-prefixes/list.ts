import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import type { PrefixOption } from "../../app/ui/phone-prefixes";

/**
 * Spec §3: every international prefix with its country name, +39 first, the rest by country name;
 * Vatican City is left out because it shares +39 with Italy. Only the generator of the static list
 * (scripts/phone-prefixes.ts) and its test call this: pages read app/ui/phone-prefixes.ts.
 */
export function phonePrefixes(): PrefixOption[] {
  const names = new Intl.DisplayNames(["it"], { type: "region" });
  const all = getCountries()
    .filter((iso) => iso !== "VA")
    .map((iso) => ({ iso, country: names.of(iso) ?? iso, countryCode: `+${getCountryCallingCode(iso)}` }));
  const italy = all.filter((entry) => entry.iso === "IT");
  const rest = all.filter((entry) => entry.iso !== "IT").sort((a, b) => a.country.localeCompare(b.country, "it"));
  return [...italy, ...rest];
}

/** One string, a few KB gzip: far smaller in the bundle than an array of objects. */
export function encodePhonePrefixes(prefixes: PrefixOption[]): string {
  return prefixes.map((prefix) => `${prefix.iso}${prefix.countryCode} ${prefix.country}`).join(";");
}
