import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { seedReferenceData } from "../../reference-api/data-template";
import { freePort } from "../security/support/server";

// Issue 40 point 2: the development server a developer starts (`npm run dev`, or React Router's own
// `npx react-router dev`) serves pages that hydrate, in both languages from one process, and a demo login
// posts through to the client's site; its log stays quiet meanwhile. Nothing leaves the machine: the client's site is answered by the test.

const CLIENT_LOGIN = "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const CLIENT_SITE = "https://parcheggi.example.it/";
const PASSWORD = "Parcheggio.2026";

type DevServer = { process: ChildProcess; baseUrl: string; dataDir: string; output: () => string };

let browser: Browser;

/** The errors and warnings in a stretch of the server's output: pino's lines at level warn (40) or above, and any other line that says so. */
function problemsIn(log: string): string[] {
  return log.split("\n").filter((line) => {
    if (!line.trim()) return false;
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 40;
    } catch {
      return /error|warn|⚠|^\(!\)/i.test(line);
    }
  });
}

/** Starts `command` as a developer would, on a free port, and waits until it serves the login page. */
async function startDevServer(command: (port: number) => string[]): Promise<DevServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync("data", { recursive: true });
  const dataDir = mkdtempSync(path.join("data", "dev-"));
  await seedReferenceData(path.join(dataDir, "reference-api"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info" };
  // As a developer's shell has it: no NODE_ENV (vitest sets "test"), no language or environment chosen.
  for (const name of ["NODE_ENV", "BUILD_LANGUAGE", "APP_ENV", "UPSTREAM_API_URL", "VITEST", "VITEST_MODE", "VITEST_POOL_ID", "VITEST_WORKER_ID"]) delete env[name];
  const [program, ...args] = command(port) as [string, ...string[]];
  // Its own process group, so that the stop ends npm and the server it started, and nothing else.
  const child = spawn(program, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const take = (chunk: Buffer) => void (output += chunk.toString("utf8"));
  child.stdout!.on("data", take);
  child.stderr!.on("data", take);
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the dev server exited (${child.exitCode}):\n${output.slice(-3000)}`);
    if (Date.now() > until) throw new Error(`the dev server did not serve the login page within 90 s:\n${output.slice(-3000)}`);
    const answer = await fetch(`${baseUrl}${CLIENT_LOGIN}`).catch(() => null);
    if (answer?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { process: child, baseUrl, dataDir, output: () => output };
}

async function stopDevServer(server: DevServer | undefined): Promise<void> {
  if (!server) return;
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) => server.process.once("exit", resolve));
    process.kill(-server.process.pid!, "SIGTERM");
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});

afterAll(async () => {
  await browser?.close();
});

// `npm run dev` (our server around Vite) and `npx react-router dev` (React Router's own, issue 40): alike.
describe.each([
  ["npm run dev", () => ["npm", "run", "dev"]],
  ["npx react-router dev", (port: number) => ["npx", "react-router", "dev", "--port", String(port), "--host", "127.0.0.1", "--strictPort"]],
] as const)("%s", (_name, command) => {
  let server: DevServer;
  let baseUrl = "";
  beforeAll(async () => {
    server = await startDevServer(command);
    baseUrl = server.baseUrl;
  }, 120_000);
  afterAll(() => stopDevServer(server));

  for (const { language, heading, headers } of [
    { language: "it", heading: "Accedi", headers: { "Accept-Language": "it-IT,it;q=0.9" } },
    { language: "en", heading: "Sign in", headers: { "Accept-Language": "en" } },
  ]) {
    it(`hydrates the login page in ${language}, every module answering 200${language === "en" ? ", switches language and back" : ""}, and a demo login reaches the client's site; both logs stay quiet`, async () => {
      const logFrom = server.output().length;
      // What the server printed meanwhile, to read beside the failure.
      onTestFailed(() => void process.stdout.write(`── the dev server's log ──\n${server.output().slice(logFrom)}\n`));
      const context = await browser.newContext({ extraHTTPHeaders: headers });
      const page = await context.newPage();
      // The client's site, answered here: nothing leaves the machine.
      await page.route(`${CLIENT_SITE}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Parcheggi</title><p>client site</p>" }));
      const answers: string[] = [];
      const failures: string[] = [];
      const browserLog: string[] = [];
      page.on("response", (response) => {
        if (response.url().startsWith(baseUrl) && response.request().method() === "GET") answers.push(`${response.status()} ${response.url().slice(baseUrl.length)}`);
      });
      page.on("requestfailed", (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") browserLog.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => browserLog.push(`pageerror: ${error.message}`));
      try {
        await page.goto(`${baseUrl}${CLIENT_LOGIN}`);
        // The mark the app sets once React has hydrated the page (app/ui/shell/document.tsx).
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        expect(await page.locator("html").getAttribute("lang")).toBe(language);
        expect(await page.locator("h1").innerText()).toBe(heading);
        // The page and every module it asked for: React's, the router's, the app's and Vite's own.
        expect(answers.length).toBeGreaterThan(10);
        expect(answers.filter((answer) => !answer.startsWith("200 "))).toEqual([]);
        expect(failures).toEqual([]);
        if (language === "en") {
          // The footer's switch, there and back (a 303 to the page without `lng`): each page hydrates in the language asked for.
          for (const [other, otherHeading] of [["it", "Accedi"], ["en", heading]]) {
            await page.locator(`a[hreflang="${other}"]`).click();
            await page.locator(`html[lang="${other}"][data-hydrated]`).waitFor({ state: "attached" });
            expect(await page.locator("h1").innerText()).toBe(otherHeading);
          }
          expect(answers.filter((answer) => !answer.startsWith("200 ") && !answer.startsWith("303 "))).toEqual([]);
        }

        await page.locator('input[name="username"]').fill("mario.rossi@example.com");
        await page.locator('input[name="password"]').fill(PASSWORD);
        await page.locator('button[type="submit"]').click();
        await page.waitForURL(CLIENT_SITE);
        expect(browserLog).toEqual([]);
        expect(problemsIn(server.output().slice(logFrom))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
