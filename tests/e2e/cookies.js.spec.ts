import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type BrowserType, type TestInfo } from "@playwright/test";
import { CLIENT_LOGIN, CLIENT_QUERY } from "./support/login";
import { DESKTOP_CHROMIUM } from "./support/servers";
import { pauseClock, refuseCookies } from "./support/session";

/**
 * A Chromium whose settings block every cookie ("Non consentire ai siti di salvare i dati"), as a
 * customer's may: it stores none and shows the page none, yet still says `navigator.cookieEnabled`
 * (issue 25 item 2). A profile of its own, since the setting lives in the profile's preferences, which
 * only the desktop Chromium reads (the headless shell has no profile settings).
 */
async function chromiumBlockingCookies(browserType: BrowserType, testInfo: TestInfo): Promise<BrowserContext> {
  const profile = testInfo.outputPath("profile");
  mkdirSync(path.join(profile, "Default"), { recursive: true });
  writeFileSync(path.join(profile, "Default", "Preferences"), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const { launchOptions, baseURL, locale, timezoneId } = testInfo.project.use;
  return browserType.launchPersistentContext(profile, { ...launchOptions, executablePath: DESKTOP_CHROMIUM, baseURL, locale, timezoneId });
}

test("a browser with cookies disabled is sent to no-cookies, query kept", async ({ page, context }) => {
  await refuseCookies(context);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "cookieEnabled", { get: () => false }));
  await page.goto("/feedback/success?client=parcheggi-web");
  await expect(page).toHaveURL("/feedback/no-cookies?client=parcheggi-web");
  await expect(page.getByRole("heading", { level: 1, name: "Ops! Cookie disabilitati" })).toBeVisible();
});

test("the no-cookies page goes back by itself after 3 seconds once cookies work", async ({ page, context }) => {
  await page.clock.install();
  const allowCookies = await refuseCookies(context);
  await page.goto("/feedback/success");
  await page.goto("/feedback/no-cookies");
  await expect(page.getByRole("heading", { level: 1, name: "Ops! Cookie disabilitati" })).toBeVisible();
  await pauseClock(page);
  await allowCookies();
  // The page's 3 s started when it loaded, before the clock stood still: up to 2 s of a busy machine
  // may already have passed, so "not yet" is asked early.
  await page.clock.runFor(500);
  await expect(page).toHaveURL("/feedback/no-cookies");
  await page.clock.runFor(2500);
  await expect(page).toHaveURL("/feedback/success");
});

test("a toast leaves after its duration, stays while hovered, and can be closed", async ({ page }) => {
  await page.clock.install();
  await page.goto("/__test/session?toast=Primo&toastMs=5000&next=/feedback/success");
  const toast = page.getByText("Primo");
  // A toast's behaviour loads where one shows: its close button says it has started to count.
  const close = page.getByRole("button", { name: "Chiudi la notifica" });
  await expect(close).toBeVisible();
  await pauseClock(page);
  // The toast's time started when its button showed, before the clock stood still: up to 2 s of a busy machine
  // may already have passed, so "still there" is asked at half its duration.
  await page.clock.runFor(2000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(3000);
  await expect(toast).toHaveCount(0);

  await page.goto("/__test/session?toast=Secondo&next=/feedback/success");
  // The clock stays paused across navigations: only runFor moves it from here on, once the new page
  // has set its timers.
  await expect(close).toBeVisible();
  await page.getByText("Secondo").hover();
  await page.clock.runFor(10_000);
  await expect(page.getByText("Secondo")).toBeVisible();
  await close.click();
  await expect(page.getByText("Secondo")).toHaveCount(0);

  await page.goto("/__test/session?toast=Terzo&next=/feedback/success");
  await expect(close).toBeVisible();
  await expect(page.getByText("Terzo")).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.getByText("Terzo")).toBeVisible();
  await page.clock.runFor(1500);
  await expect(page.getByText("Terzo")).toHaveCount(0);
});

test("with cookies blocked in Chromium's settings the login leads to the no-cookies page at once, and it stays", async ({ playwright }, testInfo) => {
  const context = await chromiumBlockingCookies(playwright.chromium, testInfo);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.clock.install();
    const heading = page.getByRole("heading", { level: 1, name: "Ops! Cookie disabilitati" });
    // The login looks by writing a cookie and leaves by itself: the customer learns before typing a
    // password. Only the commit is awaited, since the login's own script navigates on.
    await page.goto(CLIENT_LOGIN, { waitUntil: "commit" });
    await expect(page).toHaveURL(`/feedback/no-cookies?${CLIENT_QUERY}`);
    await expect(heading).toBeVisible();
    await pauseClock(page);
    // Past the page's 3 s look: cookies still do not work, so it must not leave for the login.
    await page.clock.runFor(3500);
    await expect(page).toHaveURL(`/feedback/no-cookies?${CLIENT_QUERY}`);
    await expect(heading).toBeVisible();
  } finally {
    await context.close();
  }
});
