export const errorSummary = {
  title: "C'è un problema",
  documentTitlePrefix: "Errore: ",
} as const;
