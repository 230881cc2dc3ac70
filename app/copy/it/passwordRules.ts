// The rules a new password must follow, listed beside the field on every screen that sets one
// (decision 044): an area of its own, so that sign-up does not load the rest of changePassword.
export const passwordRules = {
  intro: "La password deve:",
  // The last is named up front with the others (issue 42 item 1), as GOV.UK's hint does.
  rules: [
    "avere da 8 a 64 caratteri",
    "avere almeno una lettera maiuscola e una minuscola",
    "avere almeno un numero",
    "avere almeno un simbolo, per esempio ! ? . @ #",
    "non essere tra le password più usate",
  ],
  met: "(rispettata)",
  unmet: "(non ancora rispettata)",
} as const;
