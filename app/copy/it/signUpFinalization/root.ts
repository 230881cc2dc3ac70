// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const root = {
  title: "Completa la registrazione",
  intro:
    "Il numero di cellulare che hai indicato è collegato a una registrazione da completare. Controlla i tuoi dati e continua: ti invieremo un codice via SMS per verificare il numero.",
  summaryLabel: "I tuoi dati",
  name: "Nome e cognome",
  email: "E-mail",
  mobile: "Cellulare",
  missing: "non indicato",
  submit: "Continua",
  otherNumber: "Usa un altro numero di cellulare",
} as const;
