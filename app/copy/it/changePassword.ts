export const changePassword = {
  title: "Scegli una nuova password",
  intro: "Per sicurezza devi scegliere una nuova password prima di continuare.",
  password: "Nuova password",
  passwordAgain: "Ripeti la nuova password",
  passwordMissing: "Inserisci la nuova password",
  passwordAgainMissing: "Ripeti la nuova password",
  mismatch: "Le due password non coincidono",
  weak: "La password non rispetta le regole indicate",
  same: "La nuova password deve essere diversa da quella attuale",
  submit: "Salva la password",
  unexpected: "Non è stato possibile cambiare la password. Riprova tra qualche istante.",
} as const;
