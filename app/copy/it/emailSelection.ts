export const emailSelection = {
  title: "Scegli il tuo account",
  intro: (phone: string) => `Il numero di cellulare ${phone} è associato a più account.`,
  introWithoutPhone: "Il numero di cellulare che hai inserito è associato a più account.",
  ask: "Inserisci l'e-mail dell'account con cui vuoi accedere: useremo la password che hai già inserito.",
  email: "E-mail dell'account",
  emailMissing: "Inserisci l'e-mail dell'account",
  notOneOfThem: "Questa e-mail non corrisponde a nessuno degli account associati al numero di cellulare. Controlla l'indirizzo e riprova.",
  submit: "Accedi",
} as const;
