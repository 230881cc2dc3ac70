/**
 * The servers the end-to-end run starts (playwright.config.ts): the product as Test configures it, and
 * the same build with a reCAPTCHA site key, whose embedded reference API then refuses a post without a
 * token as a real upstream does (decision 140). E2E_RECAPTCHA_PORT moves the second; by default it is
 * ten above the first.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const RECAPTCHA_PORT = Number(process.env.E2E_RECAPTCHA_PORT ?? E2E_PORT + 10);
export const RECAPTCHA_URL = `http://localhost:${RECAPTCHA_PORT}`;
/** Shaped as Google's keys are; no network here, so Google's script is always stubbed or blocked. */
export const RECAPTCHA_SITE_KEY = "6LcE2eTestSiteKey_0123456";
/**
 * The same build again, whose clock the tests of moved-clock.spec.ts move (decision 152): no other test
 * uses it, so no other test sees time jump, and those tests hold a lock of the runner so that they never
 * run at the same time as each other, in either project.
 */
export const MOVED_CLOCK_PORT = Number(process.env.E2E_MOVED_CLOCK_PORT ?? E2E_PORT + 62);
export const MOVED_CLOCK_URL = `http://localhost:${MOVED_CLOCK_PORT}`;
/** The same build allowing one sensitive post a minute, for the 429 page (too-many-requests.js.spec.ts). */
export const THROTTLED_PORT = Number(process.env.E2E_THROTTLED_PORT ?? E2E_PORT + 60);
export const THROTTLED_URL = `http://localhost:${THROTTLED_PORT}`;
/** The client's site, https://parcheggi.example.it, as this machine serves it to Chromium (support/client-site/). */
export const CLIENT_SITE_PORT = Number(process.env.E2E_CLIENT_SITE_PORT ?? E2E_PORT + 43);
/** The browsers: Debian's headless shell for the suite, its desktop Chromium where a test needs a profile's settings. */
export const HEADLESS_CHROMIUM = "/usr/bin/chromium-headless-shell";
export const DESKTOP_CHROMIUM = "/usr/bin/chromium";
/** Answers once every server above does (support/start-servers.ts): Playwright waits on it. */
export const SERVERS_READY_PORT = Number(process.env.E2E_SERVERS_READY_PORT ?? E2E_PORT + 45);
