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
    for (const says of ["Stato di conformità", "parzialmente conforme", `axe-core ${EVALUATION.axeVersion}`, `Ognuna delle ${SCREENS} schermate`, "npm test", "Limiti noti", "Ultima valutazione: 26 novembre 2026"]) {
      expect(text).toContain(says);
    }
    expect(linkTo(page, "Scrivi all'assistenza")).toMatch(/^mailto:/);
    expect(linkTo(page, "modulo di segnalazione di AgID")).toBe("https://form.agid.gov.it/");
    expect(linkTo(page, "Torna al login")).toBe(withClient("/auth/client_login"));
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
