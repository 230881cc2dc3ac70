export const confirmMobile = {
  title: "Verifica il numero di cellulare",
  sentTo: "Ti abbiamo inviato un codice via SMS al numero",
  sentToUnknown: "Ti abbiamo inviato un codice via SMS al numero di cellulare che hai indicato.",
  // After a temporary block (issue 42 item 7): the block discarded the codes, and nothing was sent since.
  codeDiscarded: "Il blocco è terminato, ma i codici inviati prima non sono più validi: premi «Invia di nuovo» per riceverne uno nuovo.",
  newCodeTo: "Lo invieremo al numero",
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
  resendAt: (time: string) => `Potrai richiedere un nuovo codice alle ${time}.`,
  resendTooEarlyAt: (time: string) => `Il codice che ti abbiamo inviato è ancora valido: potrai richiederne uno nuovo alle ${time}.`,
  submitPending: "Verifica in corso…",
  resendPending: "Invio in corso…",
  changeNumber: "Cambia numero di cellulare",
  unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
} as const;
