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

/** Fills the brand-default form (first name … required consent); returns what it typed. */
export async function fillSignUp(page: Page, fields: SignUpFields = {}): Promise<FilledSignUp> {
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
  await page.getByLabel("Nome", { exact: true }).fill(filled.firstName);
  await page.getByLabel("Cognome", { exact: true }).fill(filled.lastName);
  if (filled.dateOfBirth) {
    const date = page.getByRole("group", { name: "Data di nascita" });
    await date.getByLabel("Giorno").fill(filled.dateOfBirth.day);
    await date.getByLabel("Mese").fill(filled.dateOfBirth.month);
    await date.getByLabel("Anno").fill(filled.dateOfBirth.year);
  }
  await page.getByLabel("E-mail", { exact: true }).fill(filled.email);
  await page.getByLabel("Prefisso del cellulare").selectOption(filled.prefix);
  await page.getByLabel("Numero di cellulare", { exact: true }).fill(filled.mobile);
  await page.getByLabel("Password", { exact: true }).fill(filled.password);
  await page.getByLabel("Ripeti la password", { exact: true }).fill(filled.passwordAgain);
  const required = page.getByRole("group", { name: "Consensi" }).getByRole("checkbox", { name: /\(obbligatorio\)/ });
  for (const box of await required.all()) await box.setChecked(filled.acceptRequiredConsents);
  return filled;
}

/** Sends the form with its main button. */
export async function submitSignUp(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Registrati", exact: true }).click();
}
