import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * With JavaScript, a page the test opens is enhanced before the test goes on (issue 41): a click before
 * hydration is a native post, a key before it may land in a box React then redraws, and a fake clock
 * moved before its timers are set moves nothing. The app marks the document once its scripts have run
 * (`html[data-hydrated]`, app/ui/shell/document.tsx and inline-scripts.ts); a document without scripts
 * (the accessibility statement, the client's site) has nothing to wait for, nor has a server error's
 * page (5xx), which the root's error boundary draws without enhancing it.
 */
export async function untilEnhanced(page: Page): Promise<void> {
  const scripted = await page.evaluate(() => document.querySelector('script:not([type="application/json"])') !== null).catch(() => false);
  if (scripted) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

type Navigation = (...args: never[]) => Promise<Response | null>;

/** The project's page, whose navigations (goto, reload, back, forward) return once the page is enhanced. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
        const navigate = (page[name] as Navigation).bind(page);
        (page as unknown as Record<string, Navigation>)[name] = async (...args: never[]) => {
          const response = await navigate(...args);
          if (!response || response.status() < 500) await untilEnhanced(page);
          return response;
        };
      }
    }
    await use(page);
  },
});
