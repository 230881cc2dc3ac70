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
    usernameHint: "Il cellulare puoi scriverlo come preferisci, anche con il prefisso: per esempio +39 340 123 4567.",
    usernameMissing: "Inserisci l'e-mail o il numero di cellulare",
    usernameInvalid: "Inserisci un'e-mail valida, per esempio nome@esempio.it, oppure un numero di cellulare, per esempio 340 123 4567",
    password: "Password",
    passwordMissing: "Inserisci la password",
    submit: "Accedi",
    pending: "Accesso in corso…",
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
    notOneOfThem: "Questa e-mail non corrisponde a nessuno degli account associati al numero di cellulare. Controlla l'indirizzo e riprova.",
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
      stoppedChecking: "I cookie risultano ancora disabilitati. Quando li avrai abilitati, premi «Riprova».",
    },
    // The browser could not reach us (spec §2's text): the connection is the likely cause.
    networkError: {
      title: "Si è verificato un errore",
      description:
        "Non è stato possibile completare l'operazione. Controlla la connessione a internet e verifica che nessuna app anti-spam o di sicurezza blocchi i messaggi, poi riprova.",
    },
    // Our upstream did not answer: nothing the customer's connection or apps could have done.
    serviceUnavailable: {
      title: "Servizio momentaneamente non disponibile",
      description:
        "Il nostro servizio non ha risposto in tempo. Non dipende dalla tua connessione: riprova tra qualche minuto.",
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
        "Il tuo account non è attivo. Per riattivarlo recupera la password: ti invieremo per e-mail una password temporanea, valida 24 ore, con cui accedere e sceglierne una nuova.",
      resetPassword: "Recupera la password",
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
  otp: {
    codeMissing: "Inserisci il codice",
    codeInvalid: "Il codice è composto da 6 cifre",
  },
  confirmMobile: {
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
    resendAt: (time: string) => `Potrai richiedere un nuovo codice alle ${time}.`,
    resendTooEarlyAt: (time: string) => `Il codice che ti abbiamo inviato è ancora valido: potrai richiederne uno nuovo alle ${time}.`,
    submitPending: "Verifica in corso…",
    resendPending: "Invio in corso…",
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
  confirmEmail: {
    title: "Conferma il tuo indirizzo e-mail",
    sentTo: "Ti abbiamo inviato un'e-mail con un codice di 6 cifre e un link all'indirizzo",
    sentToUnknown: "Ti abbiamo inviato un'e-mail con un codice di 6 cifre e un link all'indirizzo che hai indicato.",
    codeLabel: "Codice ricevuto via e-mail",
    codeHint: "Scrivi il codice dell'e-mail, oppure apri il link che contiene e poi premi «Ho aperto il link».",
    codeRejected: "Codice non valido",
    submit: "Conferma",
    linkIntro: "Hai già aperto il link dell'e-mail?",
    linkOpened: "Ho aperto il link",
    resendIntro: "Non hai ricevuto l'e-mail? Controlla anche la posta indesiderata.",
    resend: "Invia di nuovo l'e-mail",
    resendCountdownLabel: "Potrai richiedere una nuova e-mail tra",
    resendTooEarly: (seconds: number) =>
      `Potrai richiedere una nuova e-mail tra ${seconds} ${seconds === 1 ? "secondo" : "secondi"}.`,
    resendSent: "L'indirizzo non risulta ancora confermato: ti abbiamo inviato una nuova e-mail.",
    resendAt: (time: string) => `Potrai richiedere una nuova e-mail alle ${time}.`,
    resendTooEarlyAt: (time: string) => `L'e-mail che ti abbiamo inviato è ancora valida: potrai richiederne una nuova alle ${time}.`,
    submitPending: "Verifica in corso…",
    resendPending: "Invio in corso…",
    unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
  },
  consents: {
    title: "Consensi",
    intro: "Per continuare a usare il servizio rivedi i consensi. Quelli obbligatori sono indicati.",
    legend: "I tuoi consensi",
    required: "(obbligatorio)",
    optional: "(facoltativo)",
    missing: (label: string) => `Per continuare devi accettare: ${label}`,
    submit: "Conferma e continua",
    unexpected: "Non è stato possibile salvare i consensi. Riprova tra qualche istante.",
    unavailable: "Non è stato possibile caricare i consensi. Riprova tra qualche istante.",
  },
  changePassword: {
    title: "Scegli una nuova password",
    intro: "Per sicurezza devi scegliere una nuova password prima di continuare.",
    password: "Nuova password",
    passwordAgain: "Ripeti la nuova password",
    passwordMissing: "Inserisci la nuova password",
    passwordAgainMissing: "Ripeti la nuova password",
    mismatch: "Le due password non coincidono",
    rulesIntro: "La password deve avere:",
    rules: [
      "da 8 a 64 caratteri",
      "almeno una lettera maiuscola e una minuscola",
      "almeno un numero",
      "almeno un simbolo, per esempio ! ? . @ #",
    ],
    weak: "La password non rispetta le regole indicate",
    same: "La nuova password deve essere diversa da quella attuale",
    submit: "Salva la password",
    unexpected: "Non è stato possibile cambiare la password. Riprova tra qualche istante.",
  },
  insertPhone: {
    title: "Aggiungi il tuo numero di cellulare",
    intro: "Per proteggere il tuo account aggiungi un numero di cellulare: ti invieremo un codice via SMS per verificarlo.",
    numberLabel: "Numero di cellulare",
    submit: "Invia il codice",
    sent: "Ti abbiamo inviato un codice via SMS.",
    unexpected: "Si è verificato un errore. Riprova tra qualche istante.",
  },
  signUp: {
    title: "Crea il tuo account",
    intro: "Compila i campi: tutti sono obbligatori, tranne quelli indicati come facoltativi.",
    optional: "(facoltativo)",
    errorTitlePrefix: "Errore: ",
    summaryTitle: "Controlla i dati inseriti",
    passwordsAgain: "Per sicurezza, scrivi di nuovo la password e la sua ripetizione.",
    firstName: "Nome",
    firstNameMissing: "Inserisci il nome",
    lastName: "Cognome",
    lastNameMissing: "Inserisci il cognome",
    tooLong: (max: number) => `Puoi scrivere al massimo ${max} caratteri`,
    dateOfBirth: "Data di nascita",
    dateOfBirthHint: "Per esempio 27 3 1990",
    day: "Giorno",
    month: "Mese",
    year: "Anno",
    dateOfBirthMissing: "Inserisci la data di nascita",
    dateOfBirthIncomplete: "Inserisci giorno, mese e anno di nascita",
    dateOfBirthNotNumbers: "La data di nascita si scrive con sole cifre",
    dateOfBirthImpossible: "La data di nascita deve essere una data reale",
    dateOfBirthFuture: "La data di nascita deve essere nel passato",
    dateOfBirthTooOld: "Controlla l'anno di nascita",
    dateOfBirthTooYoung: (age: number) => `Per registrarti devi avere almeno ${age} anni`,
    gender: "Genere",
    genderMissing: "Indica il genere",
    genders: { F: "Donna", M: "Uomo", X: "Preferisco non indicarlo" },
    email: "E-mail",
    emailMissing: "Inserisci l'indirizzo e-mail",
    confirmEmail: "Ripeti l'e-mail",
    confirmEmailMissing: "Ripeti l'indirizzo e-mail",
    emailMismatch: "I due indirizzi e-mail non coincidono",
    mobileNumber: "Numero di cellulare",
    mobileHint: "Ti invieremo un codice via SMS per verificarlo.",
    mobileMissing: "Inserisci il numero di cellulare",
    mobileInvalid: "Il numero di cellulare è composto solo da cifre",
    password: "Password",
    passwordAgain: "Ripeti la password",
    passwordMissing: "Inserisci la password",
    passwordAgainMissing: "Ripeti la password",
    passwordMismatch: "Le due password non coincidono",
    ruleMet: "(rispettata)",
    ruleUnmet: "(non ancora rispettata)",
    taxCode: "Codice fiscale",
    taxCodeMissing: "Inserisci il codice fiscale",
    taxCodeInvalid: "Il codice fiscale è composto da 16 lettere e cifre, per esempio RSSMRA85T10A562S",
    consentsLegend: "Consensi",
    invoicing: {
      legend: "Dati di fatturazione",
      intro: "Servono solo se vuoi la fattura dei parcheggi. Puoi indicare sia la partita IVA sia il codice fiscale.",
      firstName: "Nome dell'intestatario",
      lastName: "Cognome dell'intestatario",
      companyName: "Ragione sociale",
      vatNumber: "Partita IVA",
      vatNumberInvalid: "La partita IVA italiana è composta da 11 cifre",
      taxCode: "Codice fiscale per la fattura",
      taxCodeInvalid: "Inserisci un codice fiscale di 16 caratteri o una partita IVA di 11 cifre",
      email: "E-mail per la fattura",
      country: "Paese",
      countryMissing: "Indica il paese",
      countryNotPicked: "Cerca il paese e sceglilo dall'elenco",
      city: "Comune",
      cityMissing: "Indica il comune",
      search: "Cerca",
      searchCountryLabel: "Cerca il paese",
      searchCityLabel: "Cerca il comune",
      searchTooShort: "Scrivi almeno 2 lettere del nome del comune",
      noMatches: "Nessun risultato: controlla come hai scritto il nome",
      matchesCountry: (count: number) => (count === 1 ? "1 paese trovato: sceglilo" : `${count} paesi trovati: scegli il tuo`),
      matchesCity: (count: number) => (count === 1 ? "1 comune trovato: sceglilo" : `${count} comuni trovati: scegli il tuo`),
      pickCountry: (name: string) => `Scegli ${name}`,
      pickCity: (name: string, province: string, cap: string) => `Scegli ${name} (${province}) ${cap}`,
      picked: (name: string) => `Hai scelto ${name}.`,
      suggestionsLabel: (field: string) => `Risultati per ${field}`,
      suggestions: (count: number) => (count === 1 ? "1 risultato" : `${count} risultati`),
      cap: "CAP",
      capMissing: "Inserisci il CAP",
      capInvalid: "Il CAP italiano è composto da 5 cifre",
      region: "Provincia",
      regionInvalid: "La provincia si indica con la sigla di 2 lettere, per esempio MI",
      address: "Indirizzo",
      addressHint: "Per esempio Via Roma",
      addressMissing: "Inserisci l'indirizzo",
      houseNumber: "Numero civico",
      houseNumberMissing: "Inserisci il numero civico",
      sendingMode: "Come vuoi ricevere la fattura",
      sendingModeNone: "Scegli",
      electronicInvoice: "Voglio la fattura elettronica",
      splitPayment: "Sono in regime di split payment (pubblica amministrazione)",
      pec: "PEC del destinatario",
      pecInvalid: "Inserisci un indirizzo PEC valido",
      recipientCode: "Codice destinatario SDI",
      recipientCodeInvalid: "Il codice destinatario è composto da 7 lettere e cifre",
      electronicMissing: "Per la fattura elettronica indica la PEC o il codice destinatario",
      emailInvalid: "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it",
    },
    submit: "Registrati",
    haveAccount: "Hai già un account?",
    logIn: "Accedi",
    // Spec §8 codes at their fields: what the upstream already said, never more about someone's account.
    codes: {
      USED_EMAIL: "Questo indirizzo e-mail è già registrato: accedi oppure recupera la password",
      BLOCKED_EMAIL: "Questo indirizzo e-mail non può essere usato per la registrazione: usane un altro",
      USED_MOBILE: "Questo numero di cellulare è già registrato: accedi oppure usa un altro numero",
      BLOCKED_MOBILE: "Questo numero di cellulare non può essere usato per la registrazione: usane un altro",
      emailNov: "Questo indirizzo e-mail non è valido",
      mobileNov: "Questo numero di cellulare non è valido",
      passwordNov: "La password non rispetta le regole indicate",
      CREATE_USER_ERROR: "Non è stato possibile creare l'account. Riprova tra qualche minuto.",
      ERR_ACCOUNT_ALREADY_EXISTS: "Esiste già un account con questi dati: accedi oppure recupera la password",
    },
    unexpected: "Non è stato possibile completare la registrazione. Riprova tra qualche istante.",
    consentsUnavailable: "Non è stato possibile caricare i consensi. Riprova tra qualche istante.",
  },
  signUpSuccess: {
    title: "Registrazione completata",
    description: "Il tuo account è attivo. Ora puoi usare i servizi di parcheggio.",
  },
  signUpFinalizationSuccess: {
    title: "Registrazione completata",
    description: "Hai completato la registrazione: d'ora in poi accedi con la tua e-mail o il tuo cellulare e la password che hai scelto.",
  },
  // The thin registration (spec §2 "Sign-up finalization"; decision 080).
  signUpFinalization: {
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
      numberInvalid: "Il numero di cellulare è composto solo da cifre",
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
  },
  // Shared by every screen: help links (footer and status pages), error summary, pending buttons.
  help: {
    footerLabel: "Aiuto e informazioni",
    intro: "Hai bisogno di aiuto?",
    helpline: (phone: string) => `Numero verde ${phone}`,
    helplineLabel: (phone: string) => `Chiama il numero verde ${phone}`,
    helpdesk: "Scrivi all'assistenza",
    helpdeskLabel: (email: string) => `Scrivi all'assistenza: ${email}`,
    privacy: "Privacy",
  },
  errorSummary: {
    title: "C'è un problema",
    documentTitlePrefix: "Errore: ",
  },
  pending: {
    default: "Invio in corso…",
  },
  loginEntry: {
    title: "Apri l'accesso dal sito dei parcheggi",
    description:
      "Questa pagina di accesso si apre dal sito o dall'app dei parcheggi, che le indicano dove riportarti dopo l'accesso. Vai al sito e scegli «Accedi» da lì.",
    siteLink: "Vai al sito dei parcheggi",
    noSite: "Torna al sito o all'app dei parcheggi da cui sei partito e scegli «Accedi» da lì.",
  },
  tooManyRequests: {
    title: "Troppe richieste",
    description: "Hai fatto troppi tentativi in poco tempo. Per sicurezza abbiamo sospeso le richieste da questo dispositivo.",
    wait: (minutes: number) => `Potrai riprovare tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
    back: "Torna indietro",
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
    recaptchaTitle: "Verifica di sicurezza non riuscita",
    recaptchaMissing:
      "Per continuare serve la verifica reCAPTCHA, che richiede JavaScript. Attiva JavaScript nel browser e riprova.",
    recaptchaRefused: "Non siamo riusciti a verificare che la richiesta provenga da una persona. Riprova tra qualche istante.",
    minutes: (count: number) => (count <= 1 ? "1 minuto" : `${count} minuti`),
    hours: (count: number) => (count <= 1 ? "1 ora" : `${count} ore`),
  },
} as const;

/** Attempts left in correct Italian from the number: "resta 1 tentativo", "restano 3 tentativi". */
export function attemptsLeft(count: number): string {
  if (count <= 0) return "non restano altri tentativi";
  return count === 1 ? "resta 1 tentativo" : `restano ${count} tentativi`;
}

/** A refused one-time code, with the attempts the upstream says are left when it says so. */
export function codeRejected(attempts?: number | null): string {
  return attempts === undefined || attempts === null ? "Codice non valido" : `Codice non valido: ${attemptsLeft(attempts)}.`;
}

/** mm:ss, as the temporary-block countdown shows it (spec §9). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}
