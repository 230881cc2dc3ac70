/**
 * Every user-visible Italian string. Keys are English; sections follow the screens.
 * Functions take the values that only the server knows (helpline number, remaining time).
 */
export const it = {
  common: {
    logoAlt: "Parcheggi — Area Riservata",
    backToLogin: "Torna al login",
    continue: "Continua",
    helplineIntro: "Hai bisogno di aiuto? Chiama il numero verde",
    helplineLink: (phone: string) => `Chiama il numero verde ${phone}`,
    recaptchaNotice:
      "Questo sito è protetto da reCAPTCHA e si applicano le Norme sulla privacy e i Termini di servizio di Google.",
    recaptchaPrivacy: "Norme sulla privacy",
    recaptchaTerms: "Termini di servizio",
    skipToContent: "Vai al contenuto",
  },
  forms: {
    showPassword: "Mostra",
    hidePassword: "Nascondi",
    required: "Campo obbligatorio",
    prefixLabel: "Prefisso del cellulare",
    emailInvalid: "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it",
    refused: "La richiesta è stata rifiutata. Ricarica la pagina e riprova.",
  },
  login: {
    title: "Accedi",
    intro: "Accedi con l'e-mail o il numero di cellulare con cui ti sei registrato.",
    username: "E-mail o numero di cellulare",
    usernameHint: "Se usi il cellulare, scegli il prefisso e scrivi il numero senza spazi.",
    usernameMissing: "Inserisci l'e-mail o il numero di cellulare",
    usernameInvalid: "Inserisci un'e-mail valida oppure un numero di cellulare di sole cifre",
    password: "Password",
    passwordMissing: "Inserisci la password",
    submit: "Accedi",
    forgotPassword: "Hai dimenticato la password?",
    noAccount: "Non hai un account?",
    signUp: "Registrati",
  },
  emailSelection: {
    title: "Scegli il tuo account",
    intro: (phone: string) => `Il numero di cellulare ${phone} è associato a più account.`,
    introWithoutPhone: "Il numero di cellulare che hai inserito è associato a più account.",
    ask: "Inserisci l'e-mail dell'account con cui vuoi accedere: useremo la password che hai già inserito.",
    email: "E-mail dell'account",
    emailMissing: "Inserisci l'e-mail dell'account",
    submit: "Accedi",
  },
  resetPassword: {
    title: "Recupera la password",
    intro: "Inserisci l'e-mail con cui ti sei registrato: ti invieremo le istruzioni per accedere di nuovo.",
    email: "E-mail",
    emailMissing: "Inserisci l'e-mail",
    submit: "Invia",
    success: {
      title: "Controlla la tua e-mail",
      description:
        "Se l'indirizzo che hai inserito corrisponde a un account, riceverai a breve un'e-mail con le istruzioni per accedere. Controlla anche la cartella della posta indesiderata.",
    },
  },
  toast: {
    regionLabel: "Notifiche",
    close: "Chiudi la notifica",
    genericError: "Si è verificato un errore",
  },
  feedback: {
    redirectButton: "Continua",
    notFound: {
      title: "Pagina non trovata",
      description: "La pagina non esiste o è stata rimossa",
    },
    noCookies: {
      title: "Ops! Cookie disabilitati",
      description:
        "Per usare l'Area Riservata devi abilitare i cookie nel tuo browser. Quando li avrai abilitati, questa pagina ti riporterà dove eri.",
      retry: "Riprova",
    },
    networkError: {
      title: "Si è verificato un errore",
      description:
        "Non è stato possibile completare l'operazione. Controlla la connessione a internet e verifica che nessuna app anti-spam o di sicurezza blocchi i messaggi, poi riprova.",
    },
    genericError: {
      title: "Si è verificato un errore",
      description: "Chiudi l'applicazione e riprova tra qualche minuto. Se il problema persiste, contattaci.",
    },
    success: {
      title: "Operazione completata",
      description: "L'operazione è andata a buon fine.",
    },
    failure: {
      title: "Operazione non riuscita",
      description: "Non è stato possibile completare l'operazione. Riprova più tardi.",
    },
  },
  account: {
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
        "Il tuo account non è attivo. Per riattivarlo reimposta la password tramite il link che ti abbiamo inviato per e-mail, entro 24 ore dalla ricezione.",
    },
    closing: {
      title: "Account in chiusura",
      description:
        "La chiusura del tuo account è in corso. Puoi riattivarlo contattando l'assistenza oppure creare un nuovo account.",
    },
    active: {
      title: "Account attivo",
      description: "Il tuo account è attivo: puoi accedere con le tue credenziali.",
    },
    closed: {
      title: "Account chiuso",
      description: "Il tuo account è stato chiuso. Puoi creare un nuovo account quando vuoi.",
    },
  },
  confirmMobile: {
    title: "Verifica il numero di cellulare",
    sentTo: "Ti abbiamo inviato un codice via SMS al numero",
    sentToUnknown: "Ti abbiamo inviato un codice via SMS al numero di cellulare che hai indicato.",
    codeLabel: "Codice ricevuto via SMS",
    codeHint: "Puoi incollare il codice intero: spazi e trattini non contano.",
    codeMissing: "Inserisci il codice ricevuto via SMS",
    codeInvalid: "Il codice è composto da 6 cifre",
    codeRejected: "Codice non valido",
    submit: "Conferma",
    resendIntro: "Non hai ricevuto il codice?",
    resend: "Invia di nuovo",
    resendCountdownLabel: "Potrai richiedere un nuovo codice tra",
    resendTooEarly: (seconds: number) =>
      `Potrai richiedere un nuovo codice tra ${seconds} ${seconds === 1 ? "secondo" : "secondi"}.`,
    resendSent: "Ti abbiamo inviato un nuovo codice via SMS.",
    changeNumber: "Cambia numero di cellulare",
    unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
  },
  changeMobile: {
    title: "Cambia numero di cellulare",
    intro: "Scrivi il nuovo numero: ti invieremo un codice via SMS per verificarlo.",
    current: "Numero attuale:",
    numberLabel: "Nuovo numero di cellulare",
    numberMissing: "Inserisci il nuovo numero di cellulare",
    numberInvalid: "Il numero di cellulare è composto solo da cifre",
    submit: "Invia il codice",
    sent: "Ti abbiamo inviato un codice al nuovo numero.",
    back: "Torna alla verifica del numero",
    unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
  },
  // Messages the flow engine (app/flow/) decides on: spec §8.
  flow: {
    login: {
      badCredentials: "Impossibile accedere: username o password errata",
      disabled: "Impossibile accedere: account disattivo",
      other: "Impossibile accedere: errore imprevisto",
      noRedirectUrl: "Impossibile accedere: redirect URL non specificato",
      noClient: "Impossibile accedere: client non specificato",
      noRedirectInResponse: "Impossibile accedere: redirect URL non restituito dalle API",
    },
    resendSmsFailed: "Si è verificato un errore",
  },
  // Issue 11: what the server answers when it refuses a request before any screen sees it.
  security: {
    tooManyTitle: "Troppe richieste",
    tooMany: "Hai fatto troppi tentativi in poco tempo. Attendi un minuto e riprova.",
    loginLockedTitle: "Accesso temporaneamente sospeso",
    loginLocked: (wait: string) =>
      `Troppi tentativi di accesso non riusciti per questo account. Per proteggerlo, riprova tra ${wait}.`,
    smsCappedTitle: "Troppi SMS richiesti",
    smsCapped: (wait: string) => `Abbiamo già inviato molti SMS a questo numero. Potrai richiederne un altro tra ${wait}.`,
    dailyCapTitle: "Limite giornaliero raggiunto",
    dailyCap: (wait: string) => `Da questa rete sono arrivate troppe richieste oggi. Riprova tra ${wait}.`,
    unavailableTitle: "Servizio momentaneamente non disponibile",
    unavailable: "Non possiamo verificare la richiesta in questo momento. Riprova tra qualche minuto.",
    forbidden: "Richiesta rifiutata",
    tooLarge: "Richiesta troppo grande",
    unsupportedType: "Formato della richiesta non supportato",
    badRequest: "Richiesta non valida",
    methodNotAllowed: "Metodo non consentito",
    notFound: "Pagina non trovata",
    serverError: "Si è verificato un errore",
    recaptchaMissing:
      "Per continuare serve la verifica reCAPTCHA, che richiede JavaScript. Attiva JavaScript nel browser e riprova.",
    recaptchaRefused: "Non siamo riusciti a verificare che la richiesta provenga da una persona. Riprova tra qualche istante.",
    minutes: (count: number) => (count <= 1 ? "1 minuto" : `${count} minuti`),
    hours: (count: number) => (count <= 1 ? "1 ora" : `${count} ore`),
  },
} as const;

/** mm:ss, as the temporary-block countdown shows it (spec §9). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}
