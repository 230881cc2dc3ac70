// The consent boxes' own words, shown wherever the list is (the consents screen, sign-up): apart from
// consents, whose messages the schemas read, so that sign-up's first load carries only these.
export const consentList = {
  required: "(obbligatorio)",
  optional: "(facoltativo)",
} as const;
