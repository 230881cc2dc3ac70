import { expect, type APIRequestContext } from "@playwright/test";
import { PASSWORD } from "./login";
import { randomDigits, referencePost } from "./reference-api";

export type Account = { email: string; prefix: string; mobile: string };

/** A new account that owes a phone confirmation, as a sign-up leaves it (reference-api/README.md). */
export async function signedUpAccount(request: APIRequestContext): Promise<Account> {
  const account = { email: `e2e.${Date.now()}.${randomDigits(6)}@example.com`, prefix: "+39", mobile: `347${randomDigits(7)}` };
  const answer = await referencePost(request, "/v2/SignUp/RegisterAccount", {
    Name: "Prova",
    Surname: "Usabilità",
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    Prefix: account.prefix,
    Mobile: account.mobile,
    Email: account.email,
    ConfirmEmail: account.email,
    Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
    LoginClient: "parcheggi-web",
    LoginRedirect: "https://parcheggi.example.it/",
    // Test environment: the reference API accepts this instead of a reCAPTCHA token.
    IsTestRecaptcha: true,
  });
  expect(answer.ActionRequired, JSON.stringify(answer)).toBe("needConfirmPhone");
  return account;
}
