// Issue 11, issue 21: what the server answers when it refuses a request, in the branded card
// (server/refuse.ts): each refusal says what happened and what to do; a limit's wait is said once.
export const security = {
  // A form whose anti-forgery token no longer matches (decision 138): nothing was done, one press fixes it.
  // Only the server says it, so it stays out of the browser's copy.
  expiredForm:
    "La pagina è scaduta per sicurezza. Abbiamo conservato i dati inseriti, tranne le password: premi di nuovo il pulsante per inviarli.",
  back: "Torna indietro",
  // A refused page load has no form to go back to: the way in is the login.
  home: "Vai all'Area Riservata",
  resetPassword: "Recupera la password",
  wait: (wait: string) => `Potrai riprovare tra ${wait}.`,
  smsWait: (wait: string) => `Potrai richiederne un altro tra ${wait}.`,
  // The per-minute and per-day counts are per address: a shared network counts together.
  tooMany: {
    title: "Troppe richieste",
    happened: "Da questa rete sono arrivate troppe richieste in poco tempo: per sicurezza le abbiamo sospese.",
  },
  dailyCap: {
    title: "Limite giornaliero raggiunto",
    happened: "Da questa rete sono arrivate troppe richieste oggi: per sicurezza le abbiamo sospese.",
  },
  loginLocked: {
    title: "Accesso temporaneamente sospeso",
    happened: "Troppi tentativi di accesso non riusciti per questo account: per proteggerlo abbiamo sospeso l'accesso.",
  },
  loginLockedTodo: (wait: string) => `Potrai riprovare tra ${wait}, oppure scegliere subito una nuova password.`,
  smsCappedNumber: { title: "Troppi SMS richiesti", happened: "Abbiamo già inviato molti SMS a questo numero." },
  smsCappedAddress: { title: "Troppi SMS richiesti", happened: "Da questa rete sono stati richiesti molti SMS in poco tempo." },
  probeCapped: {
    title: "Troppe verifiche",
    happened: "Hai controllato molti indirizzi e numeri in poco tempo: per proteggere gli account dei nostri clienti abbiamo sospeso le verifiche.",
  },
  unavailable: {
    title: "Servizio momentaneamente non disponibile",
    happened: "Non possiamo verificare la richiesta in questo momento.",
    todo: "Riprova tra qualche minuto.",
  },
  forbidden: {
    title: "Richiesta rifiutata",
    happened: "La richiesta non risulta partita da una pagina dell'Area Riservata, quindi per sicurezza non l'abbiamo eseguita.",
    todo: "Torna alla pagina e invia di nuovo il modulo.",
  },
  tooLarge: {
    title: "Richiesta troppo grande",
    happened: "I dati inviati superano la dimensione che possiamo accettare.",
    todo: "Torna alla pagina, controlla i dati inseriti e riprova.",
  },
  unsupportedType: {
    title: "Formato della richiesta non supportato",
    happened: "Il modulo è arrivato in un formato che non possiamo leggere.",
    todo: "Torna alla pagina e invia di nuovo il modulo.",
  },
  badRequest: {
    title: "Richiesta non valida",
    happened: "L'indirizzo o i dati della richiesta non sono validi.",
    todo: "Torna alla pagina e riprova.",
  },
  requestTimeout: {
    title: "Richiesta scaduta",
    happened: "La richiesta è arrivata troppo lentamente.",
    todo: "Controlla la connessione e riprova.",
  },
  methodNotAllowed: {
    title: "Metodo non consentito",
    happened: "Questa pagina non accetta richieste di questo tipo.",
    todo: "Torna alla pagina e riprova.",
  },
  notFound: {
    title: "Pagina non trovata",
    happened: "La pagina non esiste o è stata rimossa.",
    todo: "Controlla l'indirizzo, oppure entra dall'Area Riservata.",
  },
  serverError: {
    title: "Si è verificato un errore",
    happened: "Non siamo riusciti a completare la richiesta.",
    todo: "Riprova tra qualche minuto. Se il problema persiste, contattaci.",
  },
  minutes: (count: number) => (count <= 1 ? "1 minuto" : `${count} minuti`),
  hours: (count: number) => (count <= 1 ? "1 ora" : `${count} ore`),
} as const;
