/**
 * Regenerates the screenshots of docs/screens/ at 360 × 640 (issue 12), so a reviewer sees the look
 * without running anything: the login, the login with its error summary, sign-up refused with its summary, confirm-mobile as a browser
 * without JavaScript shows it (the clock time of the resend lock), a status page, and without JavaScript
 * a login whose page expired (its anti-forgery cookie lost) and a refused post (the branded refusal).
 *
 *   npm run screens        (builds first when build/ is missing; SCREENS_PORT, default 3590)
 *
 * It starts the built server on its own port and database, with the embedded reference API, and
 * Debian's Chromium at /usr/bin/chromium (CHROMIUM_PATH to change it).
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { AccountStatus } from "../app/flow/account-status";
import { buildIfStale } from "./build-if-stale";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "docs/screens");
const port = Number(process.env.SCREENS_PORT ?? 3590);
const origin = `http://localhost:${port}`;
const query = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const viewport = { width: 360, height: 640 };

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 160; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not start on ${origin}`);
}

/** A new account that owes a phone confirmation, as a sign-up leaves it (reference-api/README.md). */
async function signedUpEmail(context: BrowserContext): Promise<string> {
  const email = `schermata.${Date.now()}@example.com`;
  const primer = await context.request.get(`${origin}/reference-api/v2/Configuration/GetConsentsConfiguration`);
  if (!primer.ok()) throw new Error("the reference API did not answer");
  const token = (await context.request.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const answer = await context.request.post(`${origin}/reference-api/v2/SignUp/RegisterAccount`, {
    headers: { "X-XSRF-TOKEN": decodeURIComponent(token) },
    data: {
      Name: "Giorgia",
      Surname: "Esempio",
      Password: "Parcheggio.2026",
      ConfirmPassword: "Parcheggio.2026",
      Prefix: "+39",
      Mobile: `347${String(Date.now()).slice(-7)}`,
      Email: email,
      ConfirmEmail: email,
      Consents: [{ ConsentCode: "PRIVACY", ConsentState: true }],
      LoginClient: "parcheggi-web",
      LoginRedirect: "https://parcheggi.example.it/",
      IsTestRecaptcha: true,
    },
  });
  if (!answer.ok()) throw new Error(`sign-up refused: ${await answer.text()}`);
  return email;
}

async function shot(page: Page, name: string): Promise<void> {
  // Let the 600 ms fade end, so the picture is the settled screen.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: false });
  console.log(`docs/screens/${name}.png`);
}

async function capture(browser: Browser): Promise<void> {
  const withJs = await browser.newContext({ viewport, locale: "it-IT", timezoneId: "Europe/Rome", deviceScaleFactor: 1 });
  const page = await withJs.newPage();
  await page.goto(`${origin}/auth/client_login?${query}`);
  await page.locator("html[data-hydrated]").waitFor();
  await shot(page, "login");

  await page.getByRole("button", { name: "Accedi" }).click();
  await page.getByRole("group", { name: "C'è un problema" }).waitFor();
  await shot(page, "login-errors");

  // Sign-up refused (issue 21): the summary lists every red field, the upstream's checks included.
  await page.goto(`${origin}/sign-up?${query}`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("E-mail", { exact: true }).fill("mario.rossi@example.com");
  await page.getByLabel("Password", { exact: true }).fill("corta");
  await page.getByLabel("Ripeti la password", { exact: true }).fill("corta");
  await page.locator(".field__error", { hasText: "La password non rispetta le regole indicate" }).waitFor();
  await page.getByRole("button", { name: "Registrati", exact: true }).click();
  await page.getByRole("group", { name: "C'è un problema" }).waitFor();
  await shot(page, "sign-up-errors");

  await page.goto(`${origin}/__test/session?${new URLSearchParams({ status: String(AccountStatus.blocked), next: `/account/blocked?${query}` })}`);
  await page.getByRole("heading", { name: "Account bloccato" }).waitFor();
  await shot(page, "account-blocked");
  await withJs.close();

  // Without JavaScript: what a basic phone shows, the resend lock as a clock time.
  const withoutJs = await browser.newContext({ viewport, locale: "it-IT", timezoneId: "Europe/Rome", deviceScaleFactor: 1, javaScriptEnabled: false });
  const email = await signedUpEmail(withoutJs);
  const plain = await withoutJs.newPage();
  await plain.goto(`${origin}/auth/client_login?${query}`);
  await plain.getByLabel("E-mail o numero di cellulare").fill(email);
  await plain.getByLabel("Password", { exact: true }).fill("Parcheggio.2026");
  await plain.getByRole("button", { name: "Accedi" }).click();
  await plain.getByRole("link", { name: "Completa la registrazione" }).click();
  await plain.getByRole("heading", { name: "Verifica il numero di cellulare" }).waitFor();
  await shot(plain, "confirm-mobile");
  await withoutJs.close();

  // Issue 21, without JavaScript: a login whose anti-forgery cookie was lost, and a refused post.
  const refusals = await browser.newContext({ viewport, locale: "it-IT", timezoneId: "Europe/Rome", deviceScaleFactor: 1, javaScriptEnabled: false });
  const refused = await refusals.newPage();
  await refused.goto(`${origin}/auth/client_login?${query}`);
  await refusals.clearCookies({ name: "ar_csrf" });
  await refused.getByLabel("E-mail o numero di cellulare").fill("mario.rossi@example.com");
  await refused.getByLabel("Password", { exact: true }).fill("Parcheggio.2026");
  await refused.getByRole("button", { name: "Accedi" }).click();
  await refused.getByText(/La pagina è scaduta/).first().waitFor();
  await shot(refused, "login-expired");
  await refused.locator("form").first().evaluate((form) => {
    const filler = Object.assign(document.createElement("input"), { type: "hidden", name: "filler", value: "x".repeat(20_000) });
    form.append(filler);
  });
  await refused.getByRole("button", { name: "Accedi" }).click();
  await refused.getByRole("heading", { name: "Richiesta troppo grande" }).waitFor();
  await shot(refused, "refusal");
  await refusals.close();
}

async function main(): Promise<void> {
  buildIfStale(root);
  mkdirSync(out, { recursive: true });
  const dataDir = `data/screens-${port}`;
  const server = spawn("sh", ["-c", `rm -rf ${dataDir} && exec node build/serve.mjs`], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "Test", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    try {
      await capture(browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
