import { isCommonPassword } from "./common-password";

// Decision 187: the worst offenders of the server's list (common-passwords.server.ts), which the browser
// checks as the customer types, so that "Password1!" or "Qwerty123!" never shows every rule as met. A few
// hundred bytes in the chunk sign-up loads on first touch (app/routes/sign-up/touched.tsx), never on a
// first load; the whole list stays on the server, which answers for it as the box is left. Every entry
// is on the server's list too (a unit test holds it), so the browser never refuses what the server takes.
export const WORST_PASSWORDS: readonly string[] = (

    "123456 12345678 123456789 1234567890 111111 000000 654321 123123 qwerty qwertyuiop qwertz asdfgh zxcvbnm 1q2w3e4r 1qaz2wsx abc123 " +
    "password passw0rd passwort admin welcome letmein iloveyou monkey dragon master sunshine princess football superman batman trustno1 " +
    "ciao amore tiamo juventus juve milan inter napoli roma lazio italia forzanapoli forzajuve forzainter forzamilan"
  ).split(" ");
const WORST = new Set(WORST_PASSWORDS);

/** Whether `password` is, under any of its spellings, one of the worst offenders. */
export function isWorstPassword(password: string): boolean {
  return isCommonPassword(password, WORST);
}
