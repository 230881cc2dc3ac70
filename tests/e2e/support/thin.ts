import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { freshAccount, type FreshAccount } from "./fresh";
import { CLIENT_QUERY } from "./login";
import { lastOutboxId, newestCode, randomDigits } from "./reference-api";
import { fillSignUp, openSignUp, submitSignUp } from "./sign-up";

// The thin registration's first steps as a customer meets them (decision 080), shared by
// sign-up-finalization.spec and moved-clock.spec.

export type Thin = Pick<FreshAccount, "prefix" | "mobile">;
export const NAMES = { firstName: "Giovanna", lastName: "Esposito" };

/** A thin account of this journey's own, as the thin demo account (+39 3355550000) is (decision 152). */
export const freshThin = (request: APIRequestContext): Promise<Thin> => freshAccount(request, "thin");

export function freshEmail(): string {
  return `thin.${Date.now()}.${randomDigits(6)}@example.com`;
}

/** The page is at `path` (query as given), with its heading and title, and the toast when one is named. */
export async function expectAt(page: Page, path: string, heading: string, toast?: string) {
  await expect(page).toHaveURL(path);
  if (toast) await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`Area Riservata - ${heading}`);
}

/** As expectAt: the screens are validated and scanned in the route layer now (decision 191). */
export async function expectScreen(page: Page, path: string, heading: string, toast?: string) {
  await expectAt(page, path, heading, toast);
}

/** Signs up with the thin mobile, as a customer who once gave only the phone does. */
export async function signUpWithThinMobile(page: Page, thin: Thin, email: string) {
  await openSignUp(page);
  await fillSignUp(page, { ...NAMES, email, prefix: thin.prefix, mobile: thin.mobile });
  await submitSignUp(page);
}

/** Scanned or not: a test that walks screens other tests scan may skip their scans (they are slow). */
type Scan = { scan?: boolean };

/** The sign-up answers needThinRegistrationCheckPhone: the finalization's root (spec §4). */
export async function reachRoot(page: Page, thin: Thin, email: string, { scan = true }: Scan = {}) {
  await signUpWithThinMobile(page, thin, email);
  await (scan ? expectScreen : expectAt)(page, `/sign-up-finalization?${CLIENT_QUERY}`, "Completa la registrazione");
}

/** Root → "Continua" → verify-mobile, the code just sent. */
export async function toVerifyMobile(page: Page, request: APIRequestContext, thin: Thin, { scan = true }: Scan = {}) {
  const before = await lastOutboxId(request);
  await page.getByRole("button", { name: "Continua" }).click();
  await (scan ? expectScreen : expectAt)(
    page,
    `/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`,
    "Verifica il numero di cellulare",
    "Ti abbiamo inviato un codice via SMS. Puoi richiedere ancora 4 nuovi codici.",
  );
  // Masked as confirm-mobile masks it (issue 25 item 7): first 3 and last 2 digits.
  const masked = `${thin.mobile.slice(0, 3)}${"*".repeat(thin.mobile.length - 5)}${thin.mobile.slice(-2)}`;
  await expect(page.getByText(`Ti abbiamo inviato un codice via SMS al numero ${thin.prefix} ${masked}`)).toBeVisible();
  return newestCode(request, "sms", `${thin.prefix}${thin.mobile}`, before);
}

/** Types a code into the field labelled `label` and confirms it. */
export async function submitCodeAt(page: Page, label: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole("button", { name: "Conferma" }).click();
}
