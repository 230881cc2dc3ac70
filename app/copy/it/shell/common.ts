export const common = {
  logoAlt: "Parcheggi — Area Riservata",
  backToLogin: "Torna al login",
  continue: "Continua",
  helplineIntro: "Hai bisogno di aiuto? Chiama il numero verde",
  helplineLink: (phone: string) => `Chiama il numero verde ${phone}`,
  recaptchaNotice:
    "Questo sito è protetto da reCAPTCHA e si applicano le Norme sulla privacy e i Termini di servizio di Google.",
  recaptchaPrivacy: "Norme sulla privacy",
  recaptchaTerms: "Termini di servizio",
  skipToContent: "Vai al contenuto",
} as const;
