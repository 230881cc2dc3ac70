import type { signUpErrors as italian } from "../it/signUpErrors";
import type { Translation } from "../translation";

export const signUpErrors = {
  firstNameMissing: "Enter your first name",
  lastNameMissing: "Enter your last name",
  tooLong: (max: number) => `Enter ${max} ${max === 1 ? "character" : "characters"} or fewer`,
  dateOfBirthMissing: "Enter your date of birth",
  dateOfBirthIncomplete: "Enter the day, month and year of your birth",
  dateOfBirthNotNumbers: "Enter your date of birth using numbers only",
  dateOfBirthImpossible: "Date of birth must be a real date",
  dateOfBirthFuture: "Date of birth must be in the past",
  dateOfBirthTooOld: "Check the year you were born",
  dateOfBirthTooYoung: (age: number) => `You must be ${age} or older to register`,
  genderMissing: "Select your gender",
  emailMissing: "Enter your email address",
  confirmEmailMissing: "Enter your email address again",
  emailMismatch: "The two email addresses do not match",
  mobileMissing: "Enter your mobile number",
  mobileInvalid: "Enter a valid mobile number",
  passwordMissing: "Enter your password",
  passwordAgainMissing: "Repeat your password",
  passwordMismatch: "The two passwords do not match",
  taxCodeMissing: "Enter your tax code (codice fiscale)",
  taxCodeInvalid: "A tax code (codice fiscale) has 16 letters and numbers, for example RSSMRA85T10A562S",
  // Spec §8 codes: no more about someone's account than the Italian says.
  codes: {
    USED_EMAIL: "This email address is already registered: sign in or reset your password",
    BLOCKED_EMAIL: "This email address cannot be used to register: use a different one",
    USED_MOBILE: "This mobile number is already registered: sign in or use a different number",
    BLOCKED_MOBILE: "This mobile number cannot be used to register: use a different one",
    emailNov: "Enter a valid email address",
    mobileNov: "Enter a valid mobile number",
    passwordNov: "Choose a password that follows the rules listed",
    CREATE_USER_ERROR: "We could not create your account. Try again in a few minutes.",
    ERR_ACCOUNT_ALREADY_EXISTS: "An account with these details already exists: sign in or reset your password",
  },
  unexpected: "We could not complete your registration. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
