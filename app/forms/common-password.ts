// Issue 25 "Beyond the spec" (decision 160): a password that meets the four rules can still be one of
// the first an attacker tries. The list is the server's (common-passwords.server.ts); this is how a
// password is looked up in it, zod-free and list-free so that the rule is a pure, table-tested function.

/** Keys shorter than this are never looked up: stripping "Aa1!" to "aa" must not match a short entry. */
export const SHORTEST_KEY = 4;

/** Digits and symbols read as letters (simple leetspeak); "1" is also tried as "l" below. */
const LEET: Readonly<Record<string, string>> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", $: "s", "!": "i", "+": "t", "€": "e" };

/** Lower case, accents dropped, spaces gone: how a list entry and a password are compared at all. */
export function foldPassword(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, "");
}

const deLeet = (text: string, one: string) => [...text].map((char) => (char === "1" ? one : (LEET[char] ?? char))).join("");

/**
 * The spellings under which `password` is looked up: as typed (folded); without the symbols around it
 * ("aa123456!"); the word inside the digits and symbols added to meet the rules ("Juventus1897!" →
 * "juventus"), with its separators dropped ("Forza.Napoli" → "forzanapoli"); that word with digits and
 * symbols read as letters ("P4ssw0rd" → "password", "1" as "i" and as "l").
 */
export function commonPasswordKeys(password: string): string[] {
  const folded = foldPassword(password);
  const trimmed = folded.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  const word = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").replace(/[._\-,;:'"]+/g, "");
  const keys = new Set([folded, trimmed, word, deLeet(word, "i"), deLeet(word, "l")]);
  return [...keys].filter((key) => key.length >= SHORTEST_KEY);
}

/** Whether `password`, under any of its spellings, is on `list` (entries folded with foldPassword). */
export function isCommonPassword(password: string, list: ReadonlySet<string>): boolean {
  return commonPasswordKeys(password).some((key) => list.has(key));
}
