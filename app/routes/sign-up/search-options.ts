import type { CityMatch, CountryMatch } from "../../actions/sign-up.server";
import type { SearchOption } from "../../ui/search-field";

/** A country found by SearchNazioni, as a choice that fills its name and its code. */
export function countryOptions(matches: readonly CountryMatch[]): SearchOption[] {
  return matches.map((match) => ({
    key: match.code,
    label: match.name,
    fills: { "invoicingData.country": match.name, "invoicingData.countryCode": match.code },
  }));
}

/** A municipality found by SearchComuni: picking it fills Cap and Provincia too (issue 9). */
export function cityOptions(matches: readonly CityMatch[]): SearchOption[] {
  return matches.map((match, index) => ({
    key: `${match.name}-${match.province}-${match.cap}-${index}`,
    label: `${match.name} (${match.province}) ${match.cap}`,
    fills: { "invoicingData.city": match.name, "invoicingData.region": match.province, "invoicingData.cap": match.cap },
  }));
}

/** The fields a pick may fill: a forged pick cannot write anything else. */
export const PICKABLE = new Set(["invoicingData.country", "invoicingData.countryCode", "invoicingData.city", "invoicingData.region", "invoicingData.cap"]);
