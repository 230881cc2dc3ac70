// What `npm run bench` writes to docs/performance.md: design §8's budgets, then the figures of this one
// run, dated. The file is replaced by every run, so the repository never holds hand-copied figures.
import { writeFileSync } from "node:fs";
import { formatTable, type Row } from "./report";

export type BenchRun = {
  /** When the run ended, ISO 8601. */
  date: string;
  commit: string;
  machine: string;
  loadAtStart: string;
  loadAtEnd: string;
  configuration: string;
  rows: Row[];
  /** Every line the bench printed, in order. */
  output: string[];
};

export const BUDGETS = [
  "- Every GET page: ≤ 0.3 ms server CPU per request at steady state; the login page's requests/s at least",
  "  1/8 of a static file served by bare `node:http` in the same run on the same machine; p99 ≤ 15 ms at",
  "  20 connections.",
  "- A no-JavaScript login post, the upstream answering at a fixed 50 ms: what the product adds to the",
  "  stack it is built on (a bare React Router app with one action making the same call, measured in the",
  "  same run) stays ≤ 1.0 ms of CPU, and no change makes a post dearer by more than 10 %.",
  "- JavaScript, gzip: everything a page loads without any interaction, measured in Chromium until the",
  "  network is idle: 0 KB on pages with nothing interactive beyond links; ≤ 115 KB on form pages. CSS ≤ 8 KB",
  "  gzip; the login page's HTML ≤ 8 KB gzip. Lighthouse 100 on accessibility and best practices; on the",
  "  phone, every form page's total blocking time within 100 ms of a bare React Router app with one form,",
  "  and its Lighthouse performance within 3 points of it.",
  "- Metrics and tracing cost nothing measurable on these budgets.",
].join("\n");

export const WHERE_THE_SPEED_COMES_FROM = [
  "Where the speed comes from: pages that depend on their URL alone (login, reset-password, feedback,",
  "and the status pages per account status) are rendered once and served from a page cache with each",
  "browser's nonce and CSRF token filled in and gzip spliced from parts compressed once",
  "([100](decisions/100-page-cache.md)); a CSRF token of our own and upstream calls over an undici",
  "pool ([101](decisions/101-csrf-and-upstream-pool.md)); the login post's per-request work cut",
  "([102](decisions/102-login-post-cost.md)); pages with nothing but links ship no JavaScript",
  "([110](decisions/110-plain-pages-without-javascript.md)); the copy split per area",
  "([111](decisions/111-copy-split-by-area.md)); zod kept on the server, each form's checks derived",
  "from its schema at build time ([150](decisions/150-forms-declared-once-checked-without-zod.md)); our own form hook, the prefix options read",
  "from the page, one chunk for the framework and the shell, sign-up's invoicing section loaded where it",
  "shows, React Router's unused branches left out of the browser build",
  "([114](decisions/114-form-pages-under-the-budget.md)); scripts gzipped once, the stylesheet",
  "first, and the modules asked for only after the first paint",
  "([115](decisions/115-paint-first.md)); a browser's first post made with an anti-forgery answer",
  "obtained ahead ([124](decisions/124-anti-forgery-answers-made-ahead.md)); no promise hooks on",
  "any request ([125](decisions/125-request-scope-on-the-request.md),",
  "[126](decisions/126-edge-renderer-without-promise-hooks.md)), per-request state in one typed",
  "context the server makes for each request ([153](decisions/153-one-request-context.md)).",
].join("\n");

export function performanceDocument(run: BenchRun): string {
  return [
    "# Performance",
    "",
    "Written by `npm run bench` (scripts/bench.ts) at the end of each run, replacing the previous one: do not",
    "edit by hand. How it measures: [decision 051](decisions/051-bench-method.md) and",
    "[123](decisions/123-bench-scenarios-and-configuration.md). Figures move with the machine and its load:",
    "compare runs on one machine only.",
    "",
    "## Budgets (the design guide, §8)",
    "",
    BUDGETS,
    "",
    "The bench's verdicts below hold each figure to its target column.",
    "",
    WHERE_THE_SPEED_COMES_FROM,
    "",
    `## The last run: ${run.date}`,
    "",
    `Commit ${run.commit}; ${run.machine}; ${run.configuration}.`,
    `Load average (1/5/15 min) at start ${run.loadAtStart}, at end ${run.loadAtEnd}.`,
    "",
    "```text",
    formatTable(run.rows),
    "```",
    "",
    "Everything the run printed:",
    "",
    "```text",
    ...run.output,
    "```",
    "",
  ].join("\n");
}

export function writePerformanceDocument(file: string, run: BenchRun): void {
  writeFileSync(file, performanceDocument(run));
}
