export const forms = {
  showPassword: "Mostra",
  hidePassword: "Nascondi",
  /** What each show-password button shows, read after "Mostra"/"Nascondi": every button has its own name. */
  passwordNames: {
    password: "la password",
    passwordAgain: "la password ripetuta",
    newPassword: "la nuova password",
    newPasswordAgain: "la nuova password ripetuta",
  },
  prefixLabel: "Prefisso del cellulare",
  emailInvalid: "Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it",
} as const;
