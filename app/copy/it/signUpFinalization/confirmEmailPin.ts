// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const confirmEmailPin = {
  title: "Conferma il tuo indirizzo e-mail",
  sentTo: "Ti abbiamo inviato un codice di 6 cifre all'indirizzo",
  sentToUnknown: "Ti abbiamo inviato un codice di 6 cifre all'indirizzo e-mail che hai indicato.",
  codeLabel: "Codice ricevuto via e-mail",
  codeHint: "Puoi incollare il codice intero: spazi e trattini non contano.",
  codeRejected: "Codice non valido",
  submit: "Conferma",
  resendIntro: "Non hai ricevuto l'e-mail? Controlla anche la posta indesiderata.",
  resend: "Invia di nuovo",
  resendCountdownLabel: "Potrai richiedere un nuovo codice tra",
  resendTooEarly: (seconds: number) =>
    `Potrai richiedere un nuovo codice tra ${seconds} ${seconds === 1 ? "secondo" : "secondi"}.`,
  resendSent: "Ti abbiamo inviato un nuovo codice via e-mail.",
  sent: "Ti abbiamo inviato un codice via e-mail.",
  changeEmail: "Usa un altro indirizzo e-mail",
  verified: "Indirizzo e-mail confermato.",
  unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
} as const;
