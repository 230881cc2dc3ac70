// The thin registration (spec §2 "Sign-up finalization"; decision 080).
export const signUpFinalization = {
  root: {
    title: "Completa la registrazione",
    intro:
      "Il numero di cellulare che hai indicato è collegato a una registrazione da completare. Controlla i tuoi dati e continua: ti invieremo un codice via SMS per verificare il numero.",
    summaryLabel: "I tuoi dati",
    name: "Nome e cognome",
    email: "E-mail",
    mobile: "Cellulare",
    missing: "non indicato",
    submit: "Continua",
    otherNumber: "Usa un altro numero di cellulare",
  },
  selectMobile: {
    title: "Scegli il numero da verificare",
    intro: "Scegli il prefisso e scrivi il numero di cellulare della registrazione da completare: ti invieremo un codice via SMS.",
    numberLabel: "Numero di cellulare",
    numberMissing: "Inserisci il numero di cellulare",
    numberInvalid: "Questo numero di cellulare non è valido",
    submit: "Invia il codice",
    back: "Torna ai tuoi dati",
  },
  codeSent: "Ti abbiamo inviato un codice via SMS.",
  codeAlreadySent:
    "Ti abbiamo già inviato un codice da poco: usa quello, oppure richiedine uno nuovo quando il tempo di attesa è finito.",
  /** OTPRequestRemaining after a send (spec §7), in correct Italian. */
  requestsLeft: (count: number) =>
    count <= 0
      ? "Era l'ultimo codice che puoi richiedere per ora."
      : count === 1
        ? "Puoi richiedere ancora 1 nuovo codice."
        : `Puoi richiedere ancora ${count} nuovi codici.`,
  unassociatedFailure: {
    title: "Nessuna registrazione da completare",
    description: "Al numero di cellulare che hai indicato non è collegata nessuna registrazione da completare.",
    waysIntro: "Puoi:",
    otherNumber: "Provare con un altro numero di cellulare",
    signUp: "Registrarti come nuovo cliente",
  },
  associatedFailure: {
    title: "Numero già associato a un account",
    description:
      "Il numero di cellulare che hai indicato è già associato a un account attivo: non c'è nessuna registrazione da completare.",
    waysIntro: "Puoi:",
    logIn: "Accedere con il tuo account",
    resetPassword: "Recuperare la password, se non la ricordi",
    signUp: "Registrarti con un altro numero di cellulare",
  },
  verifyMobile: {
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
  },
  selectEmail: {
    title: "Inserisci la tua e-mail",
    intro: "Con questa e-mail potrai accedere all'Area Riservata. Ti invieremo un codice di 6 cifre per confermarla.",
    email: "E-mail",
    emailMissing: "Inserisci l'e-mail",
    submit: "Invia il codice",
    unexpected: "Non è stato possibile inviare il codice. Riprova tra qualche istante.",
  },
  confirmEmailPin: {
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
  },
  setPassword: {
    title: "Scegli la password",
    intro: "Ultimo passo: scegli la password con cui accederai, insieme alla tua e-mail o al tuo cellulare.",
    password: "Nuova password",
    passwordAgain: "Ripeti la nuova password",
    submit: "Completa la registrazione",
    unexpected: "Non è stato possibile completare la registrazione. Riprova tra qualche istante.",
  },
} as const;
