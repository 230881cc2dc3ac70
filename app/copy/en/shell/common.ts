import type { common as italian } from "../../it/shell/common";
import type { Translation } from "../../translation";

export const common = {
  // "Parcheggi" is the brand the logo shows; "Area Riservata" is the account area it opens.
  logoAlt: "Parcheggi — Account area",
  backToLogin: "Back to sign in",
  // Google's own English wording for a site that hides the reCAPTCHA badge.
  recaptchaNotice: "This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.",
  recaptchaPrivacy: "Privacy Policy",
  recaptchaTerms: "Terms of Service",
} as const satisfies Translation<typeof italian>;
