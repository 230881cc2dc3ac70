import { ENCODED_PHONE_PREFIXES } from "./phone-prefixes.data";

export type PrefixOption = { country: string; countryCode: string; iso: string };

/** The prefix list of spec §3, decoded once per process or page. */
export const PHONE_PREFIXES: readonly PrefixOption[] = ENCODED_PHONE_PREFIXES.split(";").map((entry) => {
  const space = entry.indexOf(" ");
  return { iso: entry.slice(0, 2), countryCode: entry.slice(2, space), country: entry.slice(space + 1) };
});
