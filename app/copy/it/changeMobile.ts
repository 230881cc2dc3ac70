export const changeMobile = {
  title: "Cambia numero di cellulare",
  intro: "Scrivi il nuovo numero: ti invieremo un codice via SMS per verificarlo.",
  current: "Numero attuale:",
  numberLabel: "Nuovo numero di cellulare",
  numberMissing: "Inserisci il nuovo numero di cellulare",
  numberInvalid: "Questo numero di cellulare non è valido",
  submit: "Invia il codice",
  sent: "Ti abbiamo inviato un codice al nuovo numero.",
  back: "Torna alla verifica del numero",
  unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
} as const;
