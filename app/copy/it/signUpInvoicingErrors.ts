// What sign-up's rules say about the invoicing section: apart from its labels, so that sign-up's checks
// (app/forms/sign-up-checks.ts, in the browser too) do not load the section's texts (issue 23).
export const signUpInvoicingErrors = {
  vatNumberInvalid: "La partita IVA italiana è composta da 11 cifre",
  taxCodeInvalid: "Inserisci un codice fiscale di 16 caratteri o una partita IVA di 11 cifre",
  countryMissing: "Indica il paese",
  countryNotPicked: "Cerca il paese e sceglilo dall'elenco",
  cityMissing: "Indica il comune",
  capMissing: "Inserisci il CAP",
  capInvalid: "Il CAP italiano è composto da 5 cifre",
  regionInvalid: "La provincia si indica con la sigla di 2 lettere, per esempio MI",
  addressMissing: "Inserisci l'indirizzo",
  houseNumberMissing: "Inserisci il numero civico",
  pecInvalid: "Inserisci un indirizzo PEC valido",
  recipientCodeInvalid: "Il codice destinatario è composto da 7 lettere e cifre",
  electronicMissing: "Per la fattura elettronica indica la PEC o il codice destinatario",
  emailInvalid: "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it",
} as const;
