import type { CityMatch, CountryMatch } from "../../actions/sign-up.server";
import type { SearchOption } from "../../ui/search-field";

// The intents of the invoicing searches without JavaScript (design §5): the action reads them, the
// invoicing section writes them on its buttons, so the page's first load carries none of them.
export const SEARCH_COUNTRY = "searchCountry";
export const SEARCH_CITY = "searchCity";
/** A pick's intent: `pick:` and the fills it writes, as JSON. */
export const PICK = "pick";

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
