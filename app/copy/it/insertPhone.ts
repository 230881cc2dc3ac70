export const insertPhone = {
  title: "Aggiungi il tuo numero di cellulare",
  intro: "Per proteggere il tuo account aggiungi un numero di cellulare: ti invieremo un codice via SMS per verificarlo.",
  numberLabel: "Numero di cellulare",
  numberMissing: "Inserisci il numero di cellulare",
  numberInvalid: "Questo numero di cellulare non è valido",
  submit: "Invia il codice",
  sent: "Ti abbiamo inviato un codice via SMS.",
  unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
} as const;
