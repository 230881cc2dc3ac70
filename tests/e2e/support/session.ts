import type { BrowserContext, Page, Route } from "@playwright/test";

/** Puts the browser's session into a state through the Dev/Test-only hook, then opens `next`. */
export async function openWithSession(
  page: Page,
  next: string,
  state: { status?: number; temporaryBlockSeconds?: number; toast?: string; toastMs?: number } = {},
) {
  const query = new URLSearchParams({ next });
  for (const [key, value] of Object.entries(state)) query.set(key, String(value));
  return page.goto(`/__test/session?${query}`);
}

/** The app's own enumeration, under the name the specs use: a test never keeps a copy of its numbers. */
export { AccountStatus as Status } from "../../../app/flow/account-status";

/**
 * Makes the browser behave as one that refuses cookies: requests go out without them and nothing the
 * server sets is stored. Node's fetch does the request, because Playwright's own would store cookies.
 */
export async function refuseCookies(context: BrowserContext): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const request = route.request();
    const headers = { ...request.headers() };
    delete headers.cookie;
    const body = request.postDataBuffer();
    const response = await fetch(request.url(), {
      method: request.method(),
      headers,
      body: body ? new Uint8Array(body) : undefined,
      redirect: "manual",
    });
    const kept = Object.fromEntries([...response.headers].filter(([name]) => !["set-cookie", "content-encoding", "content-length"].includes(name)));
    await route.fulfill({ status: response.status, headers: kept, body: Buffer.from(await response.arrayBuffer()) });
  };
  await context.route("**/*", handler);
  return () => context.unroute("**/*", handler);
}

/**
 * Waits until the page's timers are set: they are, once React has hydrated the page (its scripts load
 * after the first paint, decision 115), so a fake clock moved before that moves nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Stops the page's fake clock (installed before navigation) where it stands, so that only runFor moves
 * it: timers then fire exactly when a test says, whatever the machine's speed.
 */
export async function pauseClock(page: Page): Promise<void> {
  await hydrated(page);
  // Half a second ahead: the clock keeps flowing while this call travels, and cannot go back.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      // On a busy machine more than half a second can pass between the two calls: read the time again.
      if (attempt === 3) throw error;
    }
  }
}
