// Sign-up's constants, kept apart from sign-up-schema.ts so that no browser module pulls zod into the
// first load (issue 13, decision 113). The schema imports these.

/** The genders the schema accepts; the screen lists them as it.signUp.genders names them (a unit test keeps both the same). */
export const GENDERS = ["F", "M", "X"] as const;

/** Fields whose typed value never travels back to the browser (design §3). */
export const SIGN_UP_SECRETS = ["password", "passwordAgain"] as const;
