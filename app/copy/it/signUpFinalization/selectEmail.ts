// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const selectEmail = {
  title: "Inserisci la tua e-mail",
  intro: "Con questa e-mail potrai accedere all'Area Riservata. Ti invieremo un codice di 6 cifre per confermarla.",
  email: "E-mail",
  emailMissing: "Inserisci l'e-mail",
  submit: "Invia il codice",
  unexpected: "Non è stato possibile inviare il codice. Riprova tra qualche istante.",
} as const;
