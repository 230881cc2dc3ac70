/** Issue 20's spellings of one Italian mobile, each with the prefix selected beside it: +39 3401234567 all. */
export const ITALIAN_MOBILE_SPELLINGS: Array<[typed: string, prefix: string]> = [
  ["3401234567", "+39"],
  // The login's hint spells it so (issue 21): every phone field takes it too.
  ["340 123 4567", "+39"],
  ["+39 340 123 4567", "+39"],
  ["0039 340 123 4567", "+39"],
  ["+39 3401234567", "+39"],
  ["0039 3401234567", "+39"],
  ["+0039 3401234567", "+39"],
  ["340/123/4567", "+39"],
  ["340.123.4567", "+39"],
  ["340-123-4567", "+39"],
  ["(340) 123 4567", "+39"],
  // The prefix field's own spellings.
  ["3401234567", "+0039"],
  ["3401234567", "0039"],
  // The number's own prefix wins over the select.
  ["+39 340 123 4567", "+41"],
  ["0039 340 123 4567", "+44"],
];
