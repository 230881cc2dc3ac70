export const account = {
  temporaryBlocked: {
    title: "Blocco temporaneo",
    heading: "Utente temporaneamente bloccato",
    description:
      "Hai superato il numero massimo di richieste di codice OTP o di tentativi di inserimento. Per sicurezza il tuo account è temporaneamente bloccato.",
    countdownLabel: "Potrai richiedere un nuovo codice tra",
    countdownDone: "Ora puoi richiedere un nuovo codice.",
    resend: "Invia di nuovo",
  },
  blocked: {
    title: "Account bloccato",
    description:
      "Il tuo account è bloccato. Contatta l'assistenza oppure accedi con un altro indirizzo e-mail o numero di cellulare.",
  },
  unconfirmed: {
    title: "Account in attesa di conferma",
    description:
      "La registrazione è quasi completa: per attivare l'account verifica il tuo numero di cellulare.",
    complete: "Completa la registrazione",
  },
  inactive: {
    title: "Account inattivo",
    description:
      "Il tuo account non è attivo. Per riattivarlo recupera la password: ti invieremo per e-mail una password temporanea, valida 24 ore, con cui accedere e sceglierne una nuova.",
    resetPassword: "Recupera la password",
  },
  closing: {
    title: "Account in chiusura",
    description:
      "La chiusura del tuo account è in corso. Puoi riattivarlo contattando l'assistenza oppure creare un nuovo account.",
    signUp: "Crea un nuovo account",
  },
  active: {
    title: "Account attivo",
    description: "Il tuo account è attivo: puoi accedere con le tue credenziali.",
  },
  closed: {
    title: "Account chiuso",
    description: "Il tuo account è stato chiuso. Puoi creare un nuovo account quando vuoi.",
  },
} as const;
