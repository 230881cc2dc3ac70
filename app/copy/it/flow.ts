// Messages the flow engine (app/flow/) decides on: spec §8.
export const flow = {
  login: {
    badCredentials: "Impossibile accedere: username o password errata",
    disabled: "Impossibile accedere: account disattivo",
    other: "Impossibile accedere: errore imprevisto",
    noRedirectUrl: "Impossibile accedere: redirect URL non specificato",
    noClient: "Impossibile accedere: client non specificato",
    noRedirectInResponse: "Impossibile accedere: redirect URL non restituito dalle API",
  },
  resendSmsFailed: "Si è verificato un errore",
  // Issue 25 item 3: the upstream's session ended while the customer was away.
  sessionExpired: "La tua sessione è scaduta per inattività. Accedi di nuovo per continuare.",
  // Decision 140: the upstream refused Google's check (no JavaScript, the script blocked or too slow).
  recaptchaRefused:
    "Non siamo riusciti a completare la verifica di sicurezza di Google (reCAPTCHA), quindi la richiesta non è stata elaborata. Riprova: se il messaggio si ripete, attiva JavaScript e non bloccare i contenuti di google.com in questo browser, oppure contatta l'assistenza.",
} as const;
