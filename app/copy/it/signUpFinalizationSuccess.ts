export const signUpFinalizationSuccess = {
  title: "Registrazione completata",
  description: "Hai completato la registrazione: d'ora in poi accedi con la tua e-mail o il tuo cellulare e la password che hai scelto.",
} as const;
