// With JavaScript, a post that got no answer: said just above the form's own button, which sends it again.
export const failedSubmit = {
  network: "Non siamo riusciti a inviare i dati. Controlla la connessione a internet e riprova.",
  server: "Il servizio non risponde in questo momento. Riprova tra qualche istante.",
} as const;
