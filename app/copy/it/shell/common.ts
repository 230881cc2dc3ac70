export const common = {
  logoAlt: "Parcheggi — Area Riservata",
  backToLogin: "Torna al login",
  recaptchaNotice:
    "Questo sito è protetto da reCAPTCHA e si applicano le Norme sulla privacy e i Termini di servizio di Google.",
  recaptchaPrivacy: "Norme sulla privacy",
  recaptchaTerms: "Termini di servizio",
} as const;
