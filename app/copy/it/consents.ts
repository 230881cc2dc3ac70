export const consents = {
  title: "Consensi",
  intro: "Per continuare a usare il servizio rivedi i consensi. Quelli obbligatori sono indicati.",
  legend: "I tuoi consensi",
  missing: (label: string) => `Per continuare devi accettare: ${label}`,
  submit: "Conferma e continua",
  unexpected: "Non è stato possibile salvare i consensi. Riprova tra qualche istante.",
  unavailable: "Non è stato possibile caricare i consensi. Riprova tra qualche istante.",
} as const;
