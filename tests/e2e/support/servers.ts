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
