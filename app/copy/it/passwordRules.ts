// The rules a new password must follow, listed beside the field on every screen that sets one
// (decision 044): an area of its own, so that sign-up does not load the rest of changePassword.
export const passwordRules = {
  intro: "La password deve avere:",
  rules: [
    "da 8 a 64 caratteri",
    "almeno una lettera maiuscola e una minuscola",
    "almeno un numero",
    "almeno un simbolo, per esempio ! ? . @ #",
  ],
  met: "(rispettata)",
  unmet: "(non ancora rispettata)",
} as const;
