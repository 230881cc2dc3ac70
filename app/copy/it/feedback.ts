export const feedback = {
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
} as const;
