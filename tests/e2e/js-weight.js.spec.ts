import { expect, test, type Browser, type Page } from "@playwright/test";
import { breakdown, FORM_PAGES, kilobytes, loadedJavaScript, WEIGHED_LANGUAGES, withSession } from "../../scripts/js-weight";
import { Status } from "./support/session";

// Issue 23's JavaScript budget (design §8), measured as `npm run bench` measures it: every script the
// page loads in Chromium without any interaction, until the network is idle after hydration, gzip -9,
// 1 KB = 1000 bytes. The suite runs on a fresh build (`npm run test:e2e` builds first), so the weights
// are this code's. It weighs what a browser with JavaScript loads: the js project alone runs it (.js.spec).

const plainPages: Array<[string, string]> = [
  ["/feedback/success", "/feedback/success"],
  ["/feedback/failure", "/feedback/failure?client=parcheggi-web"],
  ["/feedback/network-error", "/feedback/network-error"],
  ["/feedback/generic-error", "/feedback/generic-error"],
  ["/feedback/404", "/feedback/404"],
  ["/no/such/page", "/no/such/page"],
  ["/feedback/no-cookies", "/feedback/no-cookies"],
  ["/reset-password/feedback/success", "/reset-password/feedback/success"],
  ["/account/blocked", withSession("/account/blocked", { status: Status.blocked })],
  ["/account/inactive", withSession("/account/inactive", { status: Status.inactive })],
  ["/account/closing", withSession("/account/closing", { status: Status.closing })],
  ["/account/active", withSession("/account/active", { status: Status.active })],
  ["/account/closed", withSession("/account/closed", { status: Status.closed })],
  ["/account/unconfirmed", withSession("/account/unconfirmed", { status: Status.unconfirmed })],
  ["/account/temporary-blocked", withSession("/account/temporary-blocked", { status: Status.temporaryBlocked, temporaryBlockSeconds: 60 })],
];

// One run each, every page in a context of its own (an empty cache, as a first visit): a run per page
// cost a browser context and a report line each, for what one loop proves (issue 41).
async function inFreshContext<T>(browser: Browser, baseURL: string | undefined, locale: string, weigh: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, locale, timezoneId: "Europe/Rome", javaScriptEnabled: true });
  try {
    return await weigh(await context.newPage());
  } finally {
    await context.close();
  }
}

test("the pages with nothing interactive beyond links load no JavaScript file", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const [name, url] of plainPages) {
    await inFreshContext(browser, baseURL, "it-IT", async (page) => {
      const loaded = await loadedJavaScript(page, url);
      expect.soft(loaded.scripts, `${name} has nothing interactive beyond links, yet loads:\n${breakdown(loaded)}`).toEqual([]);
      // What inline script there is stays small: a cookie check, a countdown.
      const inline = await page.locator("script:not([src])").evaluateAll((scripts) => scripts.map((script) => script.textContent ?? "").join(""));
      expect.soft(inline.length, `${name}'s inline script`).toBeLessThan(1500);
    });
  }
});

for (const { locale, suffix } of WEIGHED_LANGUAGES) {
  test(`in ${locale}, each form page loads at most its ceiling of JavaScript (gzip)`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    for (const { name, url, ceiling } of FORM_PAGES) {
      await inFreshContext(browser, baseURL, locale, async (page) => {
        const loaded = await loadedJavaScript(page, url);
        expect.soft(loaded.scripts.length, `${name}${suffix} loaded no script: is it still a form page?`).toBeGreaterThan(0);
        expect.soft(loaded.js, `${name}${suffix} loads ${kilobytes(loaded.js)} of JavaScript, over its ${kilobytes(ceiling)}:\n${breakdown(loaded)}`).toBeLessThanOrEqual(ceiling);
        await expect.soft(page.locator("html")).toHaveAttribute("lang", locale.slice(0, 2));
      });
    }
  });
}
