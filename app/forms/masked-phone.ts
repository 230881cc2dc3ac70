/**
 * A mobile number as the phone screens show it when the upstream names none (spec §7
 * GetMaskedPersonalData masks the same way): first 3 and last 2 digits, the rest starred, so a
 * shoulder or a screenshot does not give the whole number away (issue 25 item 7).
 */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 5) return "*".repeat(mobile.length);
  return `${mobile.slice(0, 3)}${"*".repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}
