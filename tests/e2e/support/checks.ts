import { expect, test, type Page } from "@playwright/test";

/** Whether the running project is the one with JavaScript on. */
const withJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

/** The ways to a person, inside the card (the helpline and the help desk of the Test configuration). */
export async function expectHelpInCard(page: Page): Promise<void> {
  const card = page.getByRole("main");
  await expect(card.getByRole("link", { name: /^Numero verde / })).toHaveAttribute("href", "tel:800123456");
  await expect(card.getByRole("link", { name: /Scrivi all'assistenza/ })).toHaveAttribute("href", "mailto:assistenza@parcheggi.example.it");
}

/**
 * A message at its field. The error summary at the top of the form repeats it as a link (issue 12),
 * so a bare getByText would find both.
 */
export function fieldError(page: Page, text: string | RegExp) {
  return page.locator(".field__error").filter({ hasText: text });
}

/** The error summary of a refused form (GOV.UK's pattern): its heading and one link per field. */
export function errorSummary(page: Page) {
  return page.getByRole("group", { name: "C'è un problema" });
}

/**
 * Waits, with JavaScript, for the error summary of a refused form to take the focus, which it does a
 * frame after it shows. Typing before that frame races the move: Playwright's fill selects the box,
 * the summary takes the focus, and Chromium then writes a truncated text into the box ("602185" came
 * out as "6021"), so the next post never left. Without JavaScript nothing moves the focus.
 */
export async function refusalSettled(page: Page): Promise<void> {
  if (withJavaScript()) await expect(errorSummary(page)).toBeFocused();
}

/** Where a finished journey lands: the client site of the Test configuration's redirect allow-list. */
export const CLIENT_SITE = "https://parcheggi.example.it/";

/** The journey ended on the client site, which says so in its heading. */
export async function expectClientSite(page: Page): Promise<void> {
  await expect(page).toHaveURL(CLIENT_SITE);
  await expect(page.getByRole("heading", { name: "Sito del cliente" })).toBeVisible();
}

/** An Italian screen reached: its path (query kept), its heading and the title that names it. */
export async function expectScreen(page: Page, path: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/[/]/g, "\\/")}\\?`));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`Area Riservata - ${heading}`);
}
