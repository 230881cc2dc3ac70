export const signUpSuccess = {
  title: "Registrazione completata",
  description: "Il tuo account è attivo. Ora puoi usare i servizi di parcheggio.",
} as const;
