import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];

/** An audit under 1; `weighted` false marks a diagnostic that names a cause without moving the score itself. */
export type FailedAudit = { id: string; title: string; score: number; display?: string; category: Category; weighted: boolean };
/** What a phone's visitor waits on (issue 46): total blocking time and max potential first input delay, in ms. */
export type Waits = { blockingMs: number; maxInputDelayMs: number };
export type LighthouseResult =
  | { measured: true; scores: Record<Category, number>; failed: FailedAudit[]; waits: Waits; runs: number }
  | { measured: false; reason: string };

// What Debian's Chromium needs to run headless here, offline, as root, without a GPU (decision 122).
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// One page on this 2-core machine takes 15 to 40 s; past this something is stuck, not slow.
const TIMEOUT_MS = 180_000;

type Report = {
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }>;
  runtimeError?: { code: string; message: string };
};

/** The Chromium Lighthouse drives: CHROME_PATH when set, else Debian's. */
export function chromePath(): string | undefined {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : undefined;
}

// Lighthouse's own words when a trace came out unusable (NO_NAVSTART, NO_FCP): a fault of that run only.
const RUN_AGAIN = /please run lighthouse again/i;

/**
 * Lighthouse's mobile run (its default form factor and simulated throttling) of one URL, through its
 * CLI in a child process, so a crash or a hang of Chromium cannot take the bench with it. A score
 * under 1 comes with the audits that cost it: scored audits under 1 in the three categories. A run
 * Lighthouse itself asks to be run again is run once more.
 */
export async function lighthouse(root: string, url: string, headers: Record<string, string> = {}): Promise<LighthouseResult> {
  const first = await lighthouseOnce(root, url, headers);
  if (first.measured || !RUN_AGAIN.test(first.reason)) return first;
  const second = await lighthouseOnce(root, url, headers);
  return second.measured ? second : { measured: false, reason: `twice: ${first.reason}; then ${second.reason}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's own advice against its run-to-run variance: several runs, the median. Each figure is
 * the median of its runs; the audits named are the run whose performance score is the median.
 */
export async function lighthouseMedian(root: string, url: string, headers: Record<string, string> = {}, runs = 3): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouse(root, url, headers));
  const measured = results.filter((result) => result.measured);
  if (measured.length === 0) return results[0]!;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(measured.map((result) => result.scores[category]))])) as Record<Category, number>;
  const middle = measured.find((result) => result.scores.performance === scores.performance) ?? measured[0]!;
  return {
    measured: true,
    scores,
    failed: middle.failed,
    waits: { blockingMs: median(measured.map((result) => result.waits.blockingMs)), maxInputDelayMs: median(measured.map((result) => result.waits.maxInputDelayMs)) },
    runs: measured.length,
  };
}

function lighthouseOnce(root: string, url: string, headers: Record<string, string>): Promise<LighthouseResult> {
  const chrome = chromePath();
  if (!chrome) return Promise.resolve({ measured: false, reason: "no Chromium (set CHROME_PATH, or apt-get install chromium)" });
  const cli = path.join(root, "node_modules/.bin/lighthouse");
  if (!existsSync(cli)) return Promise.resolve({ measured: false, reason: "the lighthouse package is not installed (npm ci)" });
  const args = [
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(cli, args, { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2_000)));
    const timer = setTimeout(() => {
      // The whole group: Lighthouse's Chromium too.
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ measured: false, reason: error.message });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        const why = signal ? `killed after ${TIMEOUT_MS / 1000} s` : `exit ${code}`;
        resolve({ measured: false, reason: `lighthouse ${why}: ${err.trim().split("\n").slice(-3).join(" | ") || "no message"}` });
        return;
      }
      try {
        resolve(readReport(JSON.parse(Buffer.concat(out).toString("utf8")) as Report));
      } catch (error) {
        resolve({ measured: false, reason: `unreadable report: ${(error as Error).message}` });
      }
    });
  });
}

function readReport(report: Report): LighthouseResult {
  if (report.runtimeError) return { measured: false, reason: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const scores = {} as Record<Category, number>;
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    const entry = report.categories[category];
    if (entry?.score === null || entry?.score === undefined) return { measured: false, reason: `no ${category} score` };
    scores[category] = Math.round(entry.score * 100);
    for (const ref of entry.auditRefs) {
      const audit = report.audits[ref.id];
      // Informative and not-applicable audits have no score of their own.
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode !== "binary" && audit.scoreDisplayMode !== "numeric" && audit.scoreDisplayMode !== "metricSavings") continue;
      failed.push({ id: audit.id, title: audit.title, score: audit.score, display: audit.displayValue, category, weighted: ref.weight > 0 });
    }
  }
  const waits = { blockingMs: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN, maxInputDelayMs: report.audits["max-potential-fid"]?.numericValue ?? Number.NaN };
  return { measured: true, scores, failed, waits, runs: 1 };
}
