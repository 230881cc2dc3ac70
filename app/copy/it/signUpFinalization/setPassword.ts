// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const setPassword = {
  title: "Scegli la password",
  intro: "Ultimo passo: scegli la password con cui accederai, insieme alla tua e-mail o al tuo cellulare.",
  password: "Nuova password",
  passwordAgain: "Ripeti la nuova password",
  submit: "Completa la registrazione",
  unexpected: "Non è stato possibile completare la registrazione. Riprova tra qualche istante.",
} as const;
