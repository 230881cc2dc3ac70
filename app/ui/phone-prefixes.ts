import { ENCODED_PHONE_PREFIXES } from "./phone-prefixes.data";

export type PrefixOption = { country: string; countryCode: string; iso: string };

function decode(encoded: string): PrefixOption[] {
  return encoded.split(";").map((entry) => {
    const space = entry.indexOf(" ");
    return { iso: entry.slice(0, 2), countryCode: entry.slice(2, space), country: entry.slice(space + 1) };
  });
}

/**
 * The prefix list of spec §3, decoded once per process or page. Pure, so that a browser bundle that
 * does not use it leaves it out (the prefix select reads its options from the page, decision 114).
 */
export const PHONE_PREFIXES: readonly PrefixOption[] = /* @__PURE__ */ decode(ENCODED_PHONE_PREFIXES);
