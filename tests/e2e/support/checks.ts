import type Axe from "axe-core";
import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { readFileSync } from "node:fs";
import { EVALUATION } from "../../../app/accessibility/evaluation";
import { HTML_RULES } from "../../route/support/html-rules";
import { firstTimeInRun } from "./scanned";
import { AXE_FILE, AXE_URL } from "./servers";

/** The axe-core that app/accessibility/evaluation.ts names, as the page receives it. */
const AXE_SOURCE = readFileSync(AXE_FILE, "utf8");

// The route layer's rules (tests/route/support/html-rules.ts), which now validates every screen state.
const validator = new HtmlValidate(HTML_RULES);

/** Whether the running project is the one with JavaScript on. */
const withJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * Zero axe violations at WCAG 2.2 AA. axe runs inside the page, so a page without JavaScript is scanned
 * as a copy: the same document, scripts removed, served at the same address to a scripted page.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const html = await page.content();
  if (!firstTimeInRun("axe", page.url(), html)) return;
  if (withJavaScript()) return scan(page);
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  // Without the fragment, which no request carries, and which would make a move from the same address
  // a scroll rather than a load.
  const address = page.url().replace(/#.*/, "");
  const scanning = scanningPage(page.context().browser()!);
  const isCopied = (url: URL) => url.href === address;
  const turn = scanning.then(async (copy) => {
    await copy.route(isCopied, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body }));
    try {
      await copy.goto(address);
      await scan(copy, true);
    } finally {
      await copy.unroute(isCopied);
    }
  });
  // The next copy waits for this one, passed or failed.
  scanningPages.set(page.context().browser()!, turn.then(() => scanning, () => scanning));
  await turn;
}

// One scripted page per worker's browser shows the copies, one after another: a new page cost Chromium
// ~250 ms of CPU, more than the scan, and a new context more again.
const scanningPages = new WeakMap<Browser, Promise<Page>>();
function scanningPage(browser: Browser): Promise<Page> {
  let page = scanningPages.get(browser);
  if (!page) scanningPages.set(browser, (page = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage())));
  return page;
}

async function scan(page: Page, copy = false): Promise<void> {
  // Colour contrast read in the middle of a fade would be wrong: let the animations end first.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  // axe.run in the page itself (decision 166): @axe-core/playwright ran each frame apart and joined the
  // parts in a blank page of its own. No screen of ours has a frame; one would not be scanned.
  // The page fetches axe with the nonce of its own scripts (a copy has no policy to pass), and the script
  // element goes once it has run. A page with no script of its own is sent axe's source through the
  // protocol instead, ~140 ms slower: its policy would refuse the fetch, and say so on the console.
  const fetched = await page.evaluate(
    ([src, copy]) =>
      new Promise<boolean>((resolve) => {
        const nonce = copy ? "" : document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
        if (nonce === undefined) return resolve(false);
        const script = Object.assign(document.createElement("script"), { nonce, src });
        script.onload = script.onerror = (event) => {
          script.remove();
          resolve(typeof event !== "string" && event.type === "load");
        };
        document.head.append(script);
      }),
    [AXE_URL, copy] as const,
  );
  if (!fetched) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    // The accessibility statement names what this scan checks (app/accessibility/evaluation.ts). Only
    // violations fail a test: collecting every passing node as well made each scan ~35% slower.
    (tags) => (window as unknown as { axe: typeof Axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    [...EVALUATION.axeTags],
  );
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Zero HTML validation errors, on what the server sent and on what the browser now shows. */
export async function expectValidHtml(page: Page, response?: Response | string | null): Promise<void> {
  // Chromium shows a document while it still streams in: judge it only once it has all arrived.
  await page.waitForLoadState("load");
  const sources = [await page.content()];
  // The server's document: its answer, or its text when the test had to show the page another way.
  if (typeof response === "string") sources.push(response);
  else if (response) sources.push(await response.text());
  for (const html of sources) {
    if (!firstTimeInRun("html", page.url(), html)) continue;
    const report = await validator.validateString(html);
    const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} [${message.selector ?? ""}]`));
    expect(messages).toEqual([]);
  }
}

/** The ways to a person, inside the card (the helpline and the help desk of the Test configuration). */
export async function expectHelpInCard(page: Page): Promise<void> {
  const card = page.getByRole("main");
  await expect(card.getByRole("link", { name: /numero verde/ })).toHaveAttribute("href", "tel:800123456");
  await expect(card.getByRole("link", { name: /Scrivi all'assistenza/ })).toHaveAttribute("href", "mailto:assistenza@parcheggi.example.it");
}

/** Both checks, for a screen as it stands. */
export async function expectCleanScreen(page: Page, response?: Response | string | null): Promise<void> {
  await expectValidHtml(page, response);
  await expectAccessible(page);
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
