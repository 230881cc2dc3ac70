import { expect, test } from "@playwright/test";
import { CLIENT_QUERY } from "./support/login";
import { openWithSession, Status } from "./support/session";
import { textBrowserLines } from "./support/text-browser";

// Issue 25 item 7: lynx and w3m read no stylesheet and run no script, so they are this project's
// customers. They printed decorative images by their file names ("[not-found]", "[error]") and ran
// two links into one ("Completa la registrazioneTorna al login").

const statusPages = [
  { status: Status.unconfirmed, path: "/account/unconfirmed", heading: "Account in attesa di conferma", links: ["Completa la registrazione", "Torna al login"] },
  { status: Status.closing, path: "/account/closing", heading: "Account in chiusura", links: ["Crea un nuovo account", "Torna al login"] },
  { status: Status.inactive, path: "/account/inactive", heading: "Account inattivo", links: ["Recupera la password", "Torna al login"] },
];
for (const { status, path, heading, links } of statusPages) {
  test(`${path}: each way out is a line of its own`, async ({ page }) => {
    await openWithSession(page, `${path}?${CLIENT_QUERY}`, { status });
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const main = page.getByRole("main");
    for (const name of links) await expect(main.getByRole("link", { name })).toBeVisible();
    const lines = await textBrowserLines(main);
    for (const name of links) expect(lines, lines.join("\n")).toContain(name);
  });
}

const feedbackPages = [
  { path: "/feedback/404", heading: "Pagina non trovata" },
  { path: "/feedback/generic-error", heading: "Si è verificato un errore" },
  { path: "/feedback/success", heading: "Operazione completata" },
];
for (const { path, heading } of feedbackPages) {
  test(`${path}: no image is printed by its file name`, async ({ page }) => {
    await page.goto(`${path}?${CLIENT_QUERY}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const lines = await textBrowserLines(page.locator("body"));
    expect(lines.filter((line) => /\[[^\]]*\]/.test(line)), lines.join("\n")).toEqual([]);
    expect(lines[0]).toBe("Parcheggi — Area Riservata");
    // An image says what it shows (the logo): w3m prints an empty alt as the file name too.
    for (const image of await page.locator("img").all()) await expect(image).toHaveAttribute("alt", /\S/);
  });
}
