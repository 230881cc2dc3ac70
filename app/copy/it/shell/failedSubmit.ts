// With JavaScript, a post that got no answer: said just above the form's own button, which sends it
// again. The network's words are spec §2's network-error text, cut to what a form needs.
export const failedSubmit = {
  network: "Non è stato possibile completare l'operazione. Controlla la connessione a internet e riprova.",
  server: "Il servizio non risponde in questo momento. Riprova tra qualche minuto.",
} as const;
