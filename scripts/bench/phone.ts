import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { lighthouseMedian, type LighthouseResult } from "./lighthouse";
import { describeLongTask, traceMainThread, CPU_SLOWDOWN, type MainThread } from "./main-thread";
import { freePort, startTsx, stopChild, waitReady } from "./processes";
import type { Running } from "./product";
import type { Row } from "./report";

// Issue 46: a phone never waits on the main thread longer than the framework makes it. Each form page's
// Lighthouse mobile figures (the median of three runs) stand beside a bare React Router app's, the
// browser floor (floor-app/: React Router's defaults, one form of two fields, no product code), built
// and served in the same run; and one traced load says what the long tasks were made of.

/** The budget of design §8 against the floor: total blocking time within 100 ms, performance within 3 points. */
export const PHONE_TARGET = { blockingOverFloorMs: 100, performanceUnderFloor: 3 };
const RUNS = 3;

export type PhonePage = { name: string; url: string; headers?: Record<string, string> };
export type PhoneResult = { name: string; lighthouse: LighthouseResult; mainThread?: MainThread; traceError?: string };

/** Builds the floor app with React Router's own command, where Node finds the repository's modules. */
export function buildFloor(root: string): string {
  const out = path.join(root, "data/bench-floor");
  rmSync(out, { recursive: true, force: true });
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build", "scripts/bench/floor-app"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", BENCH_FLOOR_BUILD: out },
    stdio: "pipe",
  });
  return out;
}

/** The floor built and served as floor-server.ts does; stopped by the caller. */
export async function startFloor(root: string): Promise<Running> {
  const build = buildFloor(root);
  const port = await freePort();
  const server = startTsx(root, "scripts/bench/floor-server.ts", { ...process.env, NODE_ENV: "production", PORT: String(port), BENCH_FLOOR_BUILD: build }, port);
  await waitReady(server, "/", 30_000);
  return {
    ...server,
    stop: async () => {
      await stopChild(server.child);
      rmSync(build, { recursive: true, force: true });
    },
  };
}

/** Lighthouse's median of three and one traced load of a page. */
export async function measurePhone(root: string, browser: Browser | undefined, page: PhonePage): Promise<PhoneResult> {
  const lighthouse = await lighthouseMedian(root, page.url, page.headers, RUNS);
  if (!browser) return { name: page.name, lighthouse, traceError: "no Chromium" };
  try {
    return { name: page.name, lighthouse, mainThread: await traceMainThread(browser, page.url, page.headers) };
  } catch (error) {
    return { name: page.name, lighthouse, traceError: (error as Error).message };
  }
}

const wait = (ms: number) => `${ms.toFixed(0)} ms`;

/** The floor's rows, said; one row per page and figure, each held to the floor's of the same run. */
export function phoneRows(floor: PhoneResult, pages: PhoneResult[]): Row[] {
  return [...figureRows(floor, [floor]), ...figureRows(floor, pages)];
}

/** A page's figures said beside the floor's, held to no target: what is off unless an operator turns it on. */
export function saidPhoneRows(floor: PhoneResult, pages: PhoneResult[]): Row[] {
  return figureRows(floor, pages).map((row) => ({ ...row, budget: row.budget && "said, not held", within: null }));
}

function figureRows(floor: PhoneResult, pages: PhoneResult[]): Row[] {
  const base = floor.lighthouse.measured ? floor.lighthouse : undefined;
  const rows: Row[] = [];
  for (const { name, lighthouse } of pages) {
    if (!lighthouse.measured) {
      rows.push({ figure: `phone, ${name}`, value: `not measured (${lighthouse.reason})`, budget: "", within: undefined });
      continue;
    }
    const isFloor = name === floor.name;
    const { performance } = lighthouse.scores;
    const { blockingMs, maxInputDelayMs } = lighthouse.waits;
    rows.push(
      {
        figure: `Lighthouse mobile performance, ${name}`,
        value: String(performance),
        budget: isFloor || !base ? "the floor" : `≥ ${base.scores.performance - PHONE_TARGET.performanceUnderFloor} (floor ${base.scores.performance} − ${PHONE_TARGET.performanceUnderFloor})`,
        within: isFloor ? null : !base ? undefined : performance >= base.scores.performance - PHONE_TARGET.performanceUnderFloor,
      },
      {
        figure: `total blocking time, ${name}`,
        value: wait(blockingMs),
        budget: isFloor || !base ? "the floor" : `≤ ${wait(base.waits.blockingMs + PHONE_TARGET.blockingOverFloorMs)} (floor + ${PHONE_TARGET.blockingOverFloorMs})`,
        within: isFloor ? null : !base ? undefined : blockingMs <= base.waits.blockingMs + PHONE_TARGET.blockingOverFloorMs,
      },
      { figure: `max potential first input delay, ${name}`, value: wait(maxInputDelayMs), budget: base && !isFloor ? `floor ${wait(base.waits.maxInputDelayMs)}` : "", within: null },
    );
  }
  return rows;
}

/** The figures beside the floor's, then each page's long tasks by origin. */
export function phoneReport(floor: PhoneResult, pages: PhoneResult[]): string {
  const lines = [`Phone (Lighthouse mobile, median of ${RUNS} runs; long tasks from one load traced in Chromium with the CPU ${CPU_SLOWDOWN}× slower):`];
  for (const { name, lighthouse, mainThread, traceError } of [floor, ...pages]) {
    const figures = lighthouse.measured
      ? `performance ${lighthouse.scores.performance}, total blocking time ${wait(lighthouse.waits.blockingMs)}, max potential first input delay ${wait(lighthouse.waits.maxInputDelayMs)} (${lighthouse.runs} runs)`
      : `not measured (${lighthouse.reason})`;
    lines.push(`  ${name}: ${figures}`);
    if (!mainThread) {
      lines.push(`    long tasks: not traced (${traceError})`);
      continue;
    }
    const summary = `first paint at ${wait(mainThread.firstPaintMs)}, hydrated at ${wait(mainThread.hydratedAtMs)}, blocking from the first paint ${wait(mainThread.blockingMs)}`;
    lines.push(`    traced: ${summary}; ${mainThread.longTasks.length} long task(s)${mainThread.longTasks.length ? ":" : ""}`);
    for (const task of mainThread.longTasks) lines.push(`      ${describeLongTask(task)}`);
  }
  return lines.join("\n");
}
