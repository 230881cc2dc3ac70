import type { common as italian } from "../../it/shell/common";
import type { Translation } from "../../translation";

export const common = {
  // The logo's word "Parcheggi" means "parking": an English page says it in English (issue 42 item 3).
  logoAlt: "Parking — Account area",
  backToLogin: "Back to sign in",
  // Google's own English wording for a site that hides the reCAPTCHA badge.
  recaptchaNotice: "This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.",
  recaptchaPrivacy: "Privacy Policy",
  recaptchaTerms: "Terms of Service",
} as const satisfies Translation<typeof italian>;
