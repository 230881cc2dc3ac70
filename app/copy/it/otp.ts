export const otp = {
  codeMissing: "Inserisci il codice",
  codeInvalid: "Il codice è composto da 6 cifre",
} as const;
