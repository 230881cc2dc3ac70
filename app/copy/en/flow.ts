import type { flow as italian } from "../it/flow";
import type { Translation } from "../translation";

export const flow = {
  login: {
    // Says neither which one was wrong nor whether an account exists, as the Italian does not.
    badCredentials: "Could not sign in: the email address, mobile number or password is incorrect",
    disabled: "Could not sign in: the account is disabled",
    other: "Could not sign in: something went wrong",
    noRedirectUrl: "Could not sign in: redirect URL not specified",
    noClient: "Could not sign in: client not specified",
    noRedirectInResponse: "Could not sign in: the API did not return a redirect URL",
  },
  resendSmsFailed: "Something went wrong",
  sessionExpired: "Your session has expired because you were inactive. Sign in again to continue.",
  recaptchaRefused:
    "We could not complete Google's security check (reCAPTCHA), so your request was not processed. Try again. If this message appears again, turn on JavaScript and do not block content from google.com in this browser, or contact customer support.",
} as const satisfies Translation<typeof italian>;
