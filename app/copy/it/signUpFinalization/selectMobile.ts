// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const selectMobile = {
  title: "Scegli il numero da verificare",
  intro: "Scegli il prefisso e scrivi il numero di cellulare della registrazione da completare: ti invieremo un codice via SMS.",
  numberLabel: "Numero di cellulare",
  numberMissing: "Inserisci il numero di cellulare",
  numberInvalid: "Questo numero di cellulare non è valido",
  submit: "Invia il codice",
  back: "Torna ai tuoi dati",
} as const;
