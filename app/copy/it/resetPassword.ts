export const resetPassword = {
  title: "Recupera la password",
  intro: "Inserisci l'e-mail con cui ti sei registrato: ti invieremo le istruzioni per accedere di nuovo.",
  email: "E-mail",
  emailMissing: "Inserisci l'e-mail",
  submit: "Invia",
  success: {
    title: "Controlla la tua e-mail",
    description:
      "Se l'indirizzo che hai inserito corrisponde a un account, riceverai a breve un'e-mail con le istruzioni per accedere. Controlla anche la cartella della posta indesiderata.",
  },
} as const;
