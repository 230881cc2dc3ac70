/** The first words of a long label, marked as cut when they are not all of it. */
function opening(label: string, words = 5): string {
  const all = label.trim().split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}

export const consents = {
  title: "Consensi",
  intro: "Per continuare a usare il servizio rivedi i consensi. Quelli obbligatori sono indicati.",
  legend: "I tuoi consensi",
  /**
   * A required consent left unticked, in a few words: its long label is read by its own box. Where the
   * form requires several, the summary tells which by its opening words (issue 21).
   */
  missing: (label: string, requiredCount: number) =>
    requiredCount > 1 ? `Per continuare devi accettare il consenso obbligatorio «${opening(label)}»` : "Per continuare devi accettare il consenso obbligatorio",
  submit: "Conferma e continua",
  unexpected: "Non è stato possibile salvare i consensi. Riprova tra qualche istante.",
  unavailable: "Non è stato possibile caricare i consensi. Riprova tra qualche istante.",
} as const;
