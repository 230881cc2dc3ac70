import { language } from "../copy/it/shell/language";
import { ENCODED_PHONE_PREFIXES } from "./phone-prefixes.data";

export type PrefixOption = { country: string; countryCode: string; iso: string };

function decode(encoded: string): PrefixOption[] {
  const options = encoded.split(";").map((entry) => {
    const space = entry.indexOf(" ");
    return { iso: entry.slice(0, 2), countryCode: entry.slice(2, space), country: entry.slice(space + 1) };
  });
  return language.code === "it" ? options : translated(options);
}

/**
 * Another language's build names the countries in its own words, as the platform's Intl knows them,
 * and orders them by those names; Italy's +39 stays first, as in the Italian list (decision 164).
 */
function translated([first, ...rest]: PrefixOption[]): PrefixOption[] {
  const names = new Intl.DisplayNames([language.intl], { type: "region" });
  const named = (option: PrefixOption) => ({ ...option, country: names.of(option.iso) ?? option.country });
  return [named(first!), ...rest.map(named).sort((a, b) => a.country.localeCompare(b.country, language.intl))];
}

/**
 * The prefix list of spec §3, decoded once per process or page. Pure, so that a browser bundle that
 * does not use it leaves it out (the prefix select reads its options from the page, decision 114).
 */
export const PHONE_PREFIXES: readonly PrefixOption[] = /* @__PURE__ */ decode(ENCODED_PHONE_PREFIXES);
