import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { AccountStatus } from "../app/flow/account-status";

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(tag)?.slice(1).find((value) => value !== undefined);
}

/** gzip -9, as every weight of issues 13 and 23 is counted (1 KB = 1000 bytes). */
export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * Gzip size of the JavaScript and CSS a page names in its HTML: module preloads, stylesheets, script
 * sources, and the modules its inline module scripts import (React Router's `import * as route0 from`,
 * a separate manifest's bare `import "…"` when the build emits one, and the preloads a paint-first
 * page adds after its first frame). Attribute order does not matter. Inline scripts are part of the
 * HTML, not counted here. What a page then loads by itself is `loadedJavaScript`'s to weigh: this
 * serves the stylesheet's weight and the paint-first rewrite's check that it names the same files.
 */
export function assetWeight(html: string, clientDir: string): { js: number; css: number; files: string[] } {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (href && (rel.includes("modulepreload") || rel.includes("stylesheet"))) hrefs.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) hrefs.add(src);
  }
  for (const match of html.matchAll(/\bimport\s*\(\s*"([^"]+\.js)"\s*\)|\bfrom\s*"([^"]+\.js)"|\bimport\s*"([^"]+\.js)"/g)) {
    hrefs.add((match[1] ?? match[2] ?? match[3])!);
  }
  // The preloads a paint-first page adds once it has painted (app/ui/paint-first.server.ts).
  for (const [, list] of html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) {
    for (const href of JSON.parse(list!) as string[]) hrefs.add(href);
  }
  let js = 0;
  let css = 0;
  const files: string[] = [];
  for (const href of hrefs) {
    // Only our own files: an absolute URL elsewhere is not in the build and not ours to weigh.
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const file = path.join(clientDir, href.split(/[?#]/, 1)[0]!);
    if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) throw new Error(`${href} is named by the page but not in ${clientDir}`);
    const size = gzipSize(readFileSync(file));
    if (href.endsWith(".css")) css += size;
    else if (href.endsWith(".js")) js += size;
    else continue;
    files.push(href);
  }
  return { js, css, files };
}

const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

/** A page behind the Dev/Test session hook (app/routes/test-session.ts), with the session state its guard asks for. */
export function withSession(next: string, state: Record<string, string | number>): string {
  return `/__test/session?${new URLSearchParams({ ...Object.fromEntries(Object.entries(state).map(([key, value]) => [key, String(value)])), next })}`;
}

/** Design §8: every form page loads at most this much JavaScript (gzip, 1 KB = 1000 bytes). */
export const FORM_BUDGET = 115_000;

/**
 * The form pages the weight test and `npm run bench` weigh (issue 23), each held to the budget (since
 * decision 155's last addendum, sign-up too). A page that ever goes over carries its weight then as a
 * ceiling of its own, so it cannot grow unseen until work brings it under again.
 */
export const FORM_PAGES: Array<{ name: string; url: string; ceiling: number }> = [
  { name: "login", url: `/auth/client_login?${CLIENT_QUERY}`, ceiling: FORM_BUDGET },
  { name: "reset-password", url: `/reset-password?${CLIENT_QUERY}`, ceiling: FORM_BUDGET },
  { name: "sign-up", url: `/sign-up?${CLIENT_QUERY}`, ceiling: FORM_BUDGET },
  { name: "consents", url: withSession(`/pending-operation/confirm-consents?${CLIENT_QUERY}`, { status: AccountStatus.needAcceptConsents }), ceiling: FORM_BUDGET },
  { name: "change-password", url: withSession(`/pending-operation/change-password?${CLIENT_QUERY}`, { status: AccountStatus.needChangePassword }), ceiling: FORM_BUDGET },
  {
    name: "an OTP screen (the thin registration's verify-mobile)",
    url: withSession(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`, { status: AccountStatus.uncompleted, thinStep: "/sign-up-finalization/verify-mobile" }),
    ceiling: FORM_BUDGET,
  },
];

/**
 * Each language has its own build (decision 164), so each form page is weighed in each: the browser's
 * locale names the language (Accept-Language) on a first visit.
 */
export const WEIGHED_LANGUAGES: Array<{ locale: string; suffix: string }> = [
  { locale: "it-IT", suffix: "" },
  { locale: "en-GB", suffix: " (English)" },
];

/** One script a page loaded, by its path (or whole URL when it is not the page's origin's), gzip -9. */
export type LoadedScript = { file: string; gzip: number };
export type LoadedJavaScript = { js: number; scripts: LoadedScript[] };

/** How long the network must stay quiet to count as idle: Playwright's and Lighthouse's 500 ms. */
const IDLE_MS = 500;

/**
 * Every script `page` loads when it opens `url` without any interaction, weighed gzip -9 (issue 23,
 * design §8): the files the HTML names, what paint first adds once painted (decision 115), and
 * whatever hydration and its effects import, until the network has been idle for 500 ms after the
 * page hydrated (a page without a module script never hydrates: its network idle is the end). Bodies are weighed as
 * the browser received them (decoded), so the figure is the bundle's, whoever compresses it on the
 * wire. Inline scripts are the HTML's, not counted here.
 */
export async function loadedJavaScript(page: Page, url: string): Promise<LoadedJavaScript> {
  const requests = new Set<Request>();
  let quietSince = Date.now();
  const scripts: Promise<LoadedScript | undefined>[] = [];
  const started = (request: Request) => {
    requests.add(request);
    quietSince = Date.now();
  };
  const ended = (request: Request) => {
    requests.delete(request);
    quietSince = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() !== "script") return;
    scripts.push(
      response.body().then(
        (body) => ({ file: fileOf(response.url(), url, page), gzip: gzipSize(body) }),
        () => undefined,
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response) throw new Error(`${url} answered nothing`);
    // A page with a module script hydrates (after its first paint, decision 115); a plain one never does.
    if (scripts.length > 0 || (await page.locator("script[type=module]").count()) > 0) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Idle again after hydration: its effects may import more (checks, lists, error reporting).
      await waitQuiet(requests, () => quietSince);
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  const loaded = (await Promise.all(scripts)).filter((script): script is LoadedScript => script !== undefined);
  loaded.sort((a, b) => b.gzip - a.gzip);
  return { js: loaded.reduce((sum, script) => sum + script.gzip, 0), scripts: loaded };
}

function fileOf(scriptUrl: string, pageUrl: string, page: Page): string {
  const script = new URL(scriptUrl);
  const base = new URL(pageUrl, page.url());
  return script.origin === base.origin ? script.pathname : script.href;
}

/** Resolves once nothing is in flight and nothing started or ended for IDLE_MS. */
async function waitQuiet(requests: Set<Request>, lastChange: () => number): Promise<void> {
  for (;;) {
    const quietFor = Date.now() - lastChange();
    if (requests.size === 0 && quietFor >= IDLE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, requests.size === 0 ? IDLE_MS - quietFor : 50));
  }
}

/** "12.3 KB" with 1 KB = 1000 bytes, as the budgets are written. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** The per-file breakdown a failing budget or the bench prints: one line a script, largest first. */
export function breakdown(loaded: LoadedJavaScript): string {
  return loaded.scripts.map((script) => `  ${kilobytes(script.gzip).padStart(8)}  ${script.file}`).join("\n");
}
