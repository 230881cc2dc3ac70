import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVALUATION } from "../../app/accessibility/evaluation";
import routes from "../../app/routes";
import { Browser, heading, linkTo, pageText, withClient } from "./support/browser";
import { routeApp } from "./support/harness";

const app = routeApp();

type Entry = { file: string; children?: Entry[] };
const flatten = (entries: readonly Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const rendersScreen = (file: string) => /export default function/.test(readFileSync(path.join("app", file), "utf8"));
/** The screens of the route tree as its source declares them: every route whose module renders one. */
const SCREENS = flatten(routes as Entry[]).filter((route) => rendersScreen(route.file)).length;

// Issue 25: the accessibility statement, linked from every page's footer with the page's query.
describe("the accessibility statement", () => {
  it("is linked from the footer of a screen with its query, and leads back to that login", async () => {
    const browser = new Browser(app());
    const login = await browser.get(withClient("/auth/client_login"));
    const statementHref = linkTo(login, "Accessibilità");
    expect(statementHref).toBe(withClient("/accessibility"));

    const page = await browser.get(statementHref!);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe("Dichiarazione di accessibilità");
    const text = pageText(page);
    // AgID's model statement, for the public (issue 42 item 8), its facts still the tests' own.
    for (const says of [
      "Stato di conformità",
      "parzialmente conforme",
      "Contenuti non accessibili",
      `tutte le ${SCREENS} pagine`,
      "Redazione della dichiarazione",
      "redatta il 26 novembre 2026",
      "Feedback e recapiti",
      "Procedura di attuazione",
    ]) {
      expect(text).toContain(says);
    }
    // Nothing a developer says to another: no command, no tool and its version, no "screens".
    for (const never of ["npm test", "axe-core", EVALUATION.axeVersion, "schermate"]) expect(text).not.toContain(never);
    expect(linkTo(page, "Scrivi all'assistenza")).toMatch(/^mailto:/);
    expect(linkTo(page, "modulo di segnalazione di AgID")).toBe("https://form.agid.gov.it/");
    expect(linkTo(page, "Torna al login")).toBe(withClient("/auth/client_login"));
  });

  it("in English says the same to the public, with the same facts", async () => {
    const page = await new Browser(app(), { "accept-language": "en-GB" }).get("/accessibility");
    expect(heading(page)).toBe("Accessibility statement");
    const text = pageText(page);
    for (const says of ["partially compliant", "Non-accessible content", `all ${SCREENS} pages`, "prepared on 26 November 2026", "Enforcement procedure"]) expect(text).toContain(says);
    for (const never of ["npm test", "axe-core", EVALUATION.axeVersion, "screens"]) expect(text).not.toContain(never);
  });

  it.each(["/sign-up", "/reset-password", "/feedback/404", "/sign-up/feedback/success"])("%s links it in its footer, with its query", async (path) => {
    const page = await new Browser(app()).get(withClient(path));
    expect(linkTo(page, "Accessibilità")).toBe(withClient("/accessibility"));
  });

  it("without a login's query it offers no way back to a login, and is served without scripts", async () => {
    const page = await new Browser(app()).get("/accessibility");
    expect(page.status).toBe(200);
    expect(linkTo(page, "Torna al login")).toBeNull();
    expect(linkTo(page, "Accessibilità")).toBe("/accessibility");
    expect(page.html).not.toContain('type="module"');
  });
});
