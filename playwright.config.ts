import { defineConfig, devices } from "@playwright/test";
import { X509Certificate, createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { CLIENT_SITE_PORT, DESKTOP_CHROMIUM, E2E_PORT as PORT, HEADLESS_CHROMIUM, SERVERS_READY_PORT } from "./tests/e2e/support/servers";

const baseURL = `http://localhost:${PORT}`;
// Four servers start side by side: on a loaded two-core machine, when the reference API's template
// database has to be made first, two have taken more than a minute.
const START_TIMEOUT_MS = 120_000;

// The client's site is served here (tests/e2e/support/client-site/): Chromium finds its name on this
// machine and trusts its test certificate, and that certificate alone.
const clientSiteKey = new X509Certificate(readFileSync("tests/e2e/support/client-site/cert.pem")).publicKey.export({ type: "spki", format: "der" });
const clientSiteArgs = [
  `--host-resolver-rules=MAP parcheggi.example.it 127.0.0.1:${CLIENT_SITE_PORT}`,
  `--ignore-certificate-errors-spki-list=${createHash("sha256").update(clientSiteKey).digest("base64")}`,
];

// Debian's Chromium: Playwright cannot download its own browser here. Its headless shell, the same engine
// without the desktop browser around it, as Playwright itself runs headless tests: the suite's CPU
// halved (decision 165). The flags keep it off a network this machine does not have. The last two
// (decision 170): pages of this machine's other servers are not refused as a public address's would be;
// and one renderer process serves all of a worker's pages, which its tests open one at a time: each new
// page then cost Chromium ~150 ms less CPU (~7% of the suite's).
const launchOptions = {
  // Where the shell is not installed the desktop Chromium runs the same suite, at about twice the CPU.
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_CHROMIUM) ? HEADLESS_CHROMIUM : DESKTOP_CHROMIUM),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...clientSiteArgs, "--disable-features=LocalNetworkAccessChecks", "--renderer-process-limit=1"],
};

// Files ending .js.spec.ts need JavaScript, .nojs.spec.ts its absence; every other file runs in both.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Four on two cores: tests wait on pages and servers, and with fewer the cores stood idle
  // (2 → 3: 498 → 443 s; 3 → 4: 405 → 382 s). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // No trace: recording one for every test (DOM snapshots at each action, a screencast) took ~8% of the
  // suite's CPU (account and login specs: 294 → 270 s), and CI shows only the log.
  // `npx playwright test --trace on` records them when a failure needs one.
  // Motion reduced, as a customer may ask: a fade is drawn frame by frame on the CPU in a browser without
  // a GPU, on every move between pages. The tests of the fades ask for it back (decision 165).
  use: { baseURL, locale: "it-IT", timezoneId: "Europe/Rome", trace: "off", reducedMotion: "reduce" },
  projects: [
    { name: "js", testIgnore: "**/*.nojs.spec.ts", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: "**/*.js.spec.ts", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
  // The four servers of the product and the client's site, started side by side.
  webServer: {
    command: "node --import tsx tests/e2e/support/start-servers.ts",
    url: `http://127.0.0.1:${SERVERS_READY_PORT}/`,
    reuseExistingServer: false,
    timeout: START_TIMEOUT_MS,
  },
});
