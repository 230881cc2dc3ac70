// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const verifyMobile = {
  title: "Verifica il numero di cellulare",
  sentTo: "Ti abbiamo inviato un codice via SMS al numero",
  sentToUnknown: "Ti abbiamo inviato un codice via SMS al numero di cellulare che hai indicato.",
  codeLabel: "Codice ricevuto via SMS",
  codeHint: "Puoi incollare il codice intero: spazi e trattini non contano.",
  codeRejected: "Codice non valido",
  submit: "Conferma",
  resendIntro: "Non hai ricevuto il codice?",
  resend: "Invia di nuovo",
  resendCountdownLabel: "Potrai richiedere un nuovo codice tra",
  resendTooEarly: (seconds: number) =>
    `Potrai richiedere un nuovo codice tra ${seconds} ${seconds === 1 ? "secondo" : "secondi"}.`,
  resendSent: "Ti abbiamo inviato un nuovo codice via SMS.",
  changeNumber: "Usa un altro numero di cellulare",
  verified: "Numero di cellulare verificato.",
  unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
} as const;
