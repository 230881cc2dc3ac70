import { type Browser, freshEmail, freshMobile, PASSWORD, withClient } from "./browser";

/** What a customer fills in on sign-up (the parking brand's fields: date of birth required, spec §5). */
export function signUpFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: "Giovanna",
    lastName: "Esposito",
    "dateOfBirth.day": "14",
    "dateOfBirth.month": "3",
    "dateOfBirth.year": "1988",
    email: freshEmail(),
    mobileCountryCode: "+39",
    mobileNumber: freshMobile(),
    password: PASSWORD,
    passwordAgain: PASSWORD,
    consents: "PRIVACY",
    ...overrides,
  };
}

/** Opens the sign-up form with the demo client's query and posts it filled in; the answer. */
export async function signUp(browser: Browser, overrides: Record<string, string> = {}) {
  await browser.get(withClient("/sign-up"));
  return browser.post(withClient("/sign-up"), signUpFields(overrides));
}
