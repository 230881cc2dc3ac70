export const feedback = {
  redirectButton: "Continua",
  siteButton: "Vai al sito dei parcheggi",
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
  // The network error is in errors.ts: the document shell shows it too. The generic-error page says
  // "close the app" (spec §2); the shell's boundary, on a website, says "reload" instead.
  genericError: {
    title: "Si è verificato un errore",
    description: "Chiudi l'applicazione e riprova tra qualche minuto. Se il problema persiste, contattaci.",
  },
  // Our upstream did not answer or refused the connection: nothing the customer's connection or apps
  // could have done, and usually over in moments (issue 25 item 6).
  serviceUnavailable: {
    title: "Servizio momentaneamente non disponibile",
    description:
      "Il nostro servizio non è raggiungibile in questo momento. Non dipende dalla tua connessione: riprova tra qualche istante.",
  },
  success: {
    title: "Operazione completata",
    description: "L'operazione è andata a buon fine.",
  },
  failure: {
    title: "Operazione non riuscita",
    description: "Non è stato possibile completare l'operazione. Riprova più tardi.",
  },
} as const;
