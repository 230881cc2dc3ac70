import { expect, type Page } from "@playwright/test";
import { CLIENT_QUERY, PASSWORD } from "./login";
import { randomDigits } from "./reference-api";

// The sign-up form as a customer fills it, shared by every e2e file that signs someone up (sign-up and
// sign-up-finalization, which reaches its first screen through this form). Keep the signatures stable.

/** What a test may set; everything left out gets a valid value, e-mail and mobile fresh for each call. */
export type SignUpFields = {
  firstName?: string;
  lastName?: string;
  /** Day, month and year as typed; the default is an adult's birthday. */
  dateOfBirth?: { day: string; month: string; year: string } | null;
  email?: string;
  /** "+39" by default; another value is picked from the prefix list. */
  prefix?: string;
  mobile?: string;
  password?: string;
  /** The repeat; the password by default. */
  passwordAgain?: string;
  /** Tick every required consent (the default). */
  acceptRequiredConsents?: boolean;
};

/** The values fillSignUp typed, defaults resolved: the test knows which e-mail and mobile to look for. */
export type FilledSignUp = Required<Omit<SignUpFields, "dateOfBirth">> & { dateOfBirth: SignUpFields["dateOfBirth"] };

/** A fresh e-mail address nobody has signed up with. */
export function freshEmail(): string {
  return `signup.${Date.now()}.${randomDigits(6)}@example.com`;
}

/** A fresh Italian mobile number (10 digits, starting 3) nobody has signed up with. */
export function freshMobile(): string {
  return `347${randomDigits(7)}`;
}

/** Opens the sign-up form, with the demo client's query unless another is given ("" for none). */
export async function openSignUp(page: Page, query: string = CLIENT_QUERY) {
  const response = await page.goto(query ? `/sign-up?${query}` : "/sign-up");
  await expect(page.getByRole("heading", { level: 1, name: "Crea il tuo account" })).toBeVisible();
  return response;
}

/** The form's words in each language (app/copy/it/signUp.ts, app/copy/en/signUp.ts). */
const LABELS = {
  it: {
    firstName: "Nome",
    lastName: "Cognome",
    dateOfBirth: "Data di nascita",
    day: "Giorno",
    month: "Mese",
    year: "Anno",
    email: "E-mail",
    prefix: "Prefisso del cellulare",
    mobile: "Numero di cellulare",
    password: "Password",
    passwordAgain: "Ripeti la password",
    consents: "Consensi",
    required: /\(obbligatorio\)/,
  },
  en: {
    firstName: "First name",
    lastName: "Last name",
    dateOfBirth: "Date of birth",
    day: "Day",
    month: "Month",
    year: "Year",
    email: "Email address",
    prefix: "Mobile country code",
    mobile: "Mobile number",
    password: "Password",
    passwordAgain: "Repeat your password",
    consents: "Consents",
    required: /\(required\)/,
  },
} as const;

/** Fills the brand-default form (first name … required consent), in the page's language; returns what it typed. */
export async function fillSignUp(page: Page, fields: SignUpFields = {}, language: keyof typeof LABELS = "it"): Promise<FilledSignUp> {
  const words = LABELS[language];
  const password = fields.password ?? PASSWORD;
  const filled: FilledSignUp = {
    firstName: fields.firstName ?? "Giovanna",
    lastName: fields.lastName ?? "Esposito",
    dateOfBirth: fields.dateOfBirth === undefined ? { day: "14", month: "3", year: "1988" } : fields.dateOfBirth,
    email: fields.email ?? freshEmail(),
    prefix: fields.prefix ?? "+39",
    mobile: fields.mobile ?? freshMobile(),
    password,
    passwordAgain: fields.passwordAgain ?? password,
    acceptRequiredConsents: fields.acceptRequiredConsents ?? true,
  };
  await page.getByLabel(words.firstName, { exact: true }).fill(filled.firstName);
  await page.getByLabel(words.lastName, { exact: true }).fill(filled.lastName);
  if (filled.dateOfBirth) {
    const date = page.getByRole("group", { name: words.dateOfBirth });
    await date.getByLabel(words.day).fill(filled.dateOfBirth.day);
    await date.getByLabel(words.month).fill(filled.dateOfBirth.month);
    await date.getByLabel(words.year).fill(filled.dateOfBirth.year);
  }
  await page.getByLabel(words.email, { exact: true }).fill(filled.email);
  await page.getByLabel(words.prefix).selectOption(filled.prefix);
  await page.getByLabel(words.mobile, { exact: true }).fill(filled.mobile);
  await page.getByLabel(words.password, { exact: true }).fill(filled.password);
  await page.getByLabel(words.passwordAgain, { exact: true }).fill(filled.passwordAgain);
  const required = page.getByRole("group", { name: words.consents }).getByRole("checkbox", { name: words.required });
  for (const box of await required.all()) await box.setChecked(filled.acceptRequiredConsents);
  return filled;
}

/** Sends the form with its main button. */
export async function submitSignUp(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Registrati", exact: true }).click();
}
