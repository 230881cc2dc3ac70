// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const unassociatedFailure = {
  title: "Nessuna registrazione da completare",
  description: "Al numero di cellulare che hai indicato non è collegata nessuna registrazione da completare.",
  waysIntro: "Puoi:",
  otherNumber: "Provare con un altro numero di cellulare",
  signUp: "Registrarti come nuovo cliente",
} as const;
export const associatedFailure = {
  title: "Numero già associato a un account",
  description:
    "Il numero di cellulare che hai indicato è già associato a un account attivo: non c'è nessuna registrazione da completare.",
  waysIntro: "Puoi:",
  logIn: "Accedere con il tuo account",
  resetPassword: "Recuperare la password, se non la ricordi",
  signUp: "Registrarti con un altro numero di cellulare",
} as const;
