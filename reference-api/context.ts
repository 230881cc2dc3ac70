import type { Clock } from "./clock";
import type { Database } from "./db/database";
import type { RecaptchaVerifier } from "./recaptcha";

export type AppEnv = "Dev" | "Test" | "Cld" | "Prod";

/** Everything a route needs, built once by createReferenceApi. */
export interface Context {
  db: Database;
  now: Clock;
  appEnv: AppEnv;
  clientRedirects: Readonly<Record<string, string>>;
  /** The app's public host, named in each SMS code's WebOTP line. */
  webOtpHost: string;
  /** Where people reach this API's pages, ending in "/": the base of the e-mails' links. */
  publicUrl: string;
  recaptcha: RecaptchaVerifier;
  /** Dev/Test: `IsTestRecaptcha` stands in for Google's verdict, not for the token (see the option). */
  testRecaptchaNeedsToken: boolean;
  /** Secret mixed into one-time-code hashes so a copy of the database alone cannot test codes. */
  otpPepper: string;
}
