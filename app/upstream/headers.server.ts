import type { Language } from "../language";

export type Culture = Language;

const cultures: Record<Culture, string> = { it: "it-IT", en: "en-GB" };

/** Spec §7: "it" travels as it-IT, "en" as en-GB. */
export function cultureHeader(culture: Culture): string {
  return cultures[culture];
}

/** Spec §7: the client name and its version as major.minor.patch, whatever the build suffix. */
export function clientHeader(clientName: string, clientVersion: string): string {
  const [major = "0", minor = "0", patch = "0"] = /^\D*(\d+)(?:\.(\d+))?(?:\.(\d+))?/
    .exec(clientVersion)
    ?.slice(1)
    .map((part) => part ?? "0") ?? [];
  return `${clientName} ${major}.${minor}.${patch}`;
}
