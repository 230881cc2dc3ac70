import type Axe from "axe-core";
import { chromium } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { EVALUATION } from "../../app/accessibility/evaluation";
import routes from "../../app/routes";
import { HTML_RULES } from "./support/html-rules";
import { SCREENS_DIR } from "./support/paths";
import type { Screen } from "./support/screens";

// Issue 41 (decision 191): every screen state a passing route test reached (support/screens.ts) is
// validated (html-validate, in this process) and scanned (axe, WCAG 2.2 AA, in one Chromium page reused
// for all, with the page's own stylesheet), and every route module with a screen has a scanned state in
// each language. Runs after the route tests (vitest.route.config.ts).

const LANGUAGES = ["it", "en"];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** Nothing is on the network: the page's stylesheet and images are read from the source tree. */
const ORIGIN = "http://screens.invalid";

type Entry = { id?: string; file: string; path?: string; children?: Entry[] };
const flatten = (entries: readonly Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const idOf = (entry: Entry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
/**
 * The modules with a screen: a default export component, as the route tree's source declares it. A
 * resource or redirect-only module has none; the Test-only hooks (app/routes/test-*.ts) draw nothing.
 */
const screenModules = (): Map<string, string[]> => {
  const modules = new Map<string, string[]>();
  for (const entry of flatten(routes as Entry[])) {
    if (path.basename(entry.file).startsWith("test-")) continue;
    if (!/export default function/.test(readFileSync(path.join("app", entry.file), "utf8"))) continue;
    modules.set(entry.file, [...(modules.get(entry.file) ?? []), idOf(entry)]);
  }
  return modules;
};

const screens: Screen[] = existsSync(SCREENS_DIR)
  ? readdirSync(SCREENS_DIR)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(SCREENS_DIR, name), "utf8")) as Screen)
  : [];
const where = (screen: Screen) => `${screen.routeId} ${screen.lang} ${screen.status} ${screen.path}`;

const started = performance.now();
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;

afterAll(async () => {
  await browser?.close();
  console.info(`scans: ${screens.length} screen states in ${Math.round(performance.now() - started)} ms`);
});

test("every screen state is valid HTML", async () => {
  const validator = new HtmlValidate(HTML_RULES);
  const findings: string[] = [];
  for (const screen of screens) {
    const report = await validator.validateString(screen.html);
    for (const result of report.results) for (const message of result.messages) findings.push(`${where(screen)}: ${message.ruleId}: ${message.message} [${message.selector ?? ""}]`);
  }
  expect(findings).toEqual([]);
});

test("every screen state has no axe finding at WCAG 2.2 AA, with its stylesheet", async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  const page = await browser.newPage({ reducedMotion: "reduce" });
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    if (url.pathname === "/") return route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>scans</title>" });
    const file = url.pathname === "/app/app.css" ? "app/app.css" : path.join("public", url.pathname);
    if (!path.normalize(file).startsWith(path.normalize(url.pathname === "/app/app.css" ? "app" : "public")) || !existsSync(file) || !statSync(file).isFile()) return route.abort();
    return route.fulfill({ path: file });
  });
  await page.goto(`${ORIGIN}/`);
  const findings: string[] = [];
  for (const screen of screens) {
    // The document as a browser without JavaScript shows it; its refresh would leave the page. The
    // stylesheet is the app's own (app/app.css), as served: the route layer's server has no built assets
    // to name in a refusal (server/refuse.ts), where production links the same file, built.
    const html = screen.html
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<meta\b[^>]*http-equiv="refresh"[^>]*>/gi, "")
      .replace(/<link\b[^>]*rel="stylesheet"[^>]*>/g, "")
      .replace("</head>", '<link rel="stylesheet" href="/app/app.css"/></head>');
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    const results = await page.evaluate(
      // The accessibility statement names what this scan checks (app/accessibility/evaluation.ts).
      ({ tags, rules }) =>
        (window as unknown as { axe: typeof Axe }).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])),
          resultTypes: ["violations"],
        }),
      { tags: [...EVALUATION.axeTags], rules: [...EVALUATION.axeExperimentalRules] },
    );
    for (const violation of results.violations) findings.push(`${where(screen)}: ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  }
  expect(findings).toEqual([]);
}, 300_000);

test("every route module with a screen has a scanned state in each language", () => {
  const reached = new Set(screens.map((screen) => `${screen.routeId} ${screen.lang}`));
  const owed: string[] = [];
  for (const [file, ids] of screenModules()) {
    for (const lang of LANGUAGES) if (!ids.some((id) => reached.has(`${id} ${lang}`))) owed.push(`app/${file} (${ids.join(", ")}) in ${lang}`);
  }
  expect(owed, "route modules with no scanned screen state (tests/route/*.test.ts)").toEqual([]);
});

beforeAll(() => {
  expect(screens.length, `no screen states in ${SCREENS_DIR}: run the route tests first`).toBeGreaterThan(0);
});
