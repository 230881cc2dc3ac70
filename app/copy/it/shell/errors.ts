// The two errors the document shell itself may show (root's error boundary), apart from the other
// feedback pages' copy so that every enhanced page does not carry all of it (decision 114).
export const errors = {
  // The browser could not reach us (spec §2's text): the connection is the likely cause.
  networkError: {
    title: "Si è verificato un errore",
    description:
      "Non è stato possibile completare l'operazione. Controlla la connessione a internet e verifica che nessuna app anti-spam o di sicurezza blocchi i messaggi, poi riprova.",
  },
  // The root's error boundary: a website, so "reload", not the generic-error page's "close the app".
  unexpected: {
    title: "Si è verificato un errore",
    description: "Ricarica la pagina e riprova tra qualche minuto. Se il problema persiste, contattaci.",
  },
} as const;
