export const emailConfirmedSuccess = {
  title: "E-mail confermata",
  description: "Grazie, il tuo indirizzo e-mail è confermato. Ora puoi usare i servizi di parcheggio.",
} as const;
