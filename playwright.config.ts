import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT as PORT, RECAPTCHA_PORT, RECAPTCHA_SITE_KEY, RECAPTCHA_URL } from "./tests/e2e/support/servers";

const baseURL = `http://localhost:${PORT}`;
// Two servers start side by side, each creating its reference API's database: on a loaded two-core
// machine that has taken more than a minute.
const START_TIMEOUT_MS = 120_000;

// Debian's Chromium: Playwright cannot download its own browser here. The flags keep it off a network
// this machine does not have.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

// Files ending .js.spec.ts need JavaScript, .nojs.spec.ts its absence; every other file runs in both.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { baseURL, locale: "it-IT", timezoneId: "Europe/Rome", trace: "retain-on-failure" },
  projects: [
    { name: "js", testIgnore: "**/*.nojs.spec.ts", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: "**/*.js.spec.ts", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
  webServer: [
    // The built product on the embedded reference API, with a database of its own for each run.
    {
      command: `rm -rf data/e2e-${PORT} && NODE_ENV=production node --import tsx server/main.ts`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: START_TIMEOUT_MS,
      env: { APP_ENV: "Test", PORT: String(PORT), DATA_DIR: `data/e2e-${PORT}`, LOG_LEVEL: "warn" },
    },
    // The same with a reCAPTCHA site key (tests/e2e/recaptcha*.spec.ts, decision 140).
    {
      command: `rm -rf data/e2e-${RECAPTCHA_PORT} && NODE_ENV=production node --import tsx server/main.ts`,
      url: `${RECAPTCHA_URL}/healthz`,
      reuseExistingServer: false,
      timeout: START_TIMEOUT_MS,
      env: { APP_ENV: "Test", PORT: String(RECAPTCHA_PORT), DATA_DIR: `data/e2e-${RECAPTCHA_PORT}`, LOG_LEVEL: "warn", RECAPTCHA_SITE_KEY },
    },
  ],
});
