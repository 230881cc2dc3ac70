export const loginEntry = {
  title: "Apri l'accesso dal sito dei parcheggi",
  description:
    "Questa pagina di accesso si apre dal sito o dall'app dei parcheggi, che le indicano dove riportarti dopo l'accesso. Vai al sito e scegli «Accedi» da lì.",
  siteLink: "Vai al sito dei parcheggi",
  noSite: "Torna al sito o all'app dei parcheggi da cui sei partito e scegli «Accedi» da lì.",
} as const;
