import type { Browser } from "@playwright/test";
import { HYDRATED_MARK } from "../../app/ui/shell/hydrated-mark";

// Issue 46: where a phone's main thread goes while a page loads. Lighthouse says how long it is blocked
// (simulated); this says by what. One load in Chromium with the CPU slowed 4× (Lighthouse's mobile
// factor), traced with V8's sampling profiler; each long task (over 50 ms) is split by phase (script
// evaluation, hydration until the page's HYDRATED_MARK, what runs after it) and, within a phase, by
// the file whose code the profiler found running. The production build ships no source maps, so a
// file is the finest origin: a route module's chunk is that screen's components, the framework chunk
// React, React Router and (in the product) the shell.

export const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CATEGORIES = ["loading", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "disabled-by-default-v8.cpu_profiler"];
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const EVALUATION = new Set(["EvaluateScript", "v8.evaluateModule", "v8.compileModule", "v8.compile", "V8.CompileCode", "v8.produceModuleCache", "v8.produceCache"]);

export type Phase = "browser work" | "script evaluation" | "hydration" | "after hydration";
export type LongTask = { startMs: number; durationMs: number; phase: Phase; origins: Array<{ origin: string; ms: number }> };
/** `blockingMs`: each long task's time over 50 ms from the first contentful paint on, as Lighthouse counts it. */
export type MainThread = { longTasks: LongTask[]; blockingMs: number; firstPaintMs: number; hydratedAtMs: number };

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; id?: string; args?: Record<string, unknown> };
type ProfileNode = { id: number; parent?: number; callFrame: { functionName: string; url: string } };

/** `framework-BCK-5-Im.js` → `framework`; the page's own URL → `inline scripts`. */
function originOf(url: string, pageUrl: string): string {
  if (!url) return "";
  if (url.split("?")[0] === pageUrl.split("?")[0]) return "inline scripts";
  const file = url.split(/[?#]/)[0]!.split("/").pop() ?? url;
  return file.replace(/-[\w-]{8}\.js$/, "").replace(/\.js$/, "");
}

/** Profiler samples: time (µs), the origin of the innermost frame that has a file ("" for native work). */
function samplesOf(events: TraceEvent[], pid: number, tid: number, pageUrl: string): Array<{ time: number; origin: string; idle: boolean; gc: boolean }> {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ time: number; origin: string; idle: boolean; gc: boolean }> = [];
  const clocks = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === "Profile" && event.tid === tid) clocks.set(event.id ?? "", (event.args?.data as { startTime: number }).startTime);
    if (event.name !== "ProfileChunk" || !clocks.has(event.id ?? "")) continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let clock = clocks.get(event.id ?? "")!;
    (data.cpuProfile?.samples ?? []).forEach((id, index) => {
      clock += data.timeDeltas?.[index] ?? 0;
      let node = nodes.get(id);
      const leaf = node?.callFrame.functionName ?? "";
      while (node && !node.callFrame.url) node = node.parent === undefined ? undefined : nodes.get(node.parent);
      samples.push({ time: clock, origin: node ? originOf(node.callFrame.url, pageUrl) : "", idle: leaf === "(idle)", gc: leaf === "(garbage collector)" });
    });
    clocks.set(event.id ?? "", clock);
  }
  return samples.sort((a, b) => a.time - b.time);
}

/** The browser's own work, named by the trace event it happens in. */
const NATIVE: Record<string, string> = {
  ParseHTML: "HTML parsing",
  ParseAuthorStyleSheet: "CSS parsing",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
};

/**
 * What the browser was doing when the profiler found no script's frame: the innermost trace event
 * around the sample. Inside a script's call it is V8's own work (builtins, compiling a function on
 * its first call).
 */
function nativeWork(onThread: TraceEvent[], task: TraceEvent, time: number): string {
  const around = onThread.filter((event) => event !== task && event.ts <= time && time < event.ts + event.dur!);
  for (const event of around.reverse()) {
    if (event.name in NATIVE) return NATIVE[event.name]!;
    if (event.name === "FunctionCall" || event.name === "RunMicrotasks" || event.name === "TimerFire" || event.name === "EventDispatch") return "V8 (builtins, compiling functions)";
  }
  return "other browser work";
}

/** Reads a trace of one page load into its long tasks. */
export function longTasksOf(trace: { traceEvents: TraceEvent[] }, pageUrl: string): MainThread {
  const events = trace.traceEvents;
  const mark = events.find((event) => event.name === HYDRATED_MARK && event.cat.includes("blink.user_timing"));
  if (!mark) throw new Error(`the page set no "${HYDRATED_MARK}" mark: it did not hydrate`);
  const { pid, tid } = mark;
  // The document's own navigation; a frame's (about:blank, an iframe) names no document URL.
  const navigation = events
    .filter((event) => event.name === "navigationStart" && event.pid === pid && event.ts <= mark.ts && (event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL)
    .pop();
  const zero = navigation?.ts ?? Math.min(...events.filter((event) => event.pid === pid && event.ts > 0).map((event) => event.ts));
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.dur !== undefined);
  const tasks = onThread.filter((event) => TASKS.has(event.name) && event.ts >= zero);
  const evaluations = onThread.filter((event) => EVALUATION.has(event.name));
  const inside = (list: TraceEvent[], time: number) => list.find((event) => event.ts <= time && time < event.ts + event.dur!);
  const samples = samplesOf(events, pid, tid, pageUrl);
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    const durationMs = task.dur! / 1000;
    if (durationMs <= LONG_TASK_MS) continue;
    const end = task.ts + task.dur!;
    const within = samples.filter(({ time }) => time >= task.ts && time < end);
    const byOrigin = new Map<string, number>();
    const byPhase = new Map<Phase, number>();
    // Each sample stands for the time until the next one.
    within.forEach(({ time, origin, idle, gc }, index) => {
      if (idle) return;
      const ms = ((within[index + 1]?.time ?? end) - time) / 1000;
      const evaluation = inside(evaluations, time);
      const phase: Phase = evaluation ? "script evaluation" : !origin ? "browser work" : time < mark.ts ? "hydration" : "after hydration";
      // V8 parsing and compiling a script shows no frame of it: the evaluation event names the file.
      const script = (evaluation?.args?.data as { url?: string } | undefined)?.url ?? (evaluation?.args as { fileName?: string } | undefined)?.fileName;
      const name = origin || (evaluation ? `compiling ${originOf(script ?? "", pageUrl) || "scripts"}` : gc ? "garbage collection" : nativeWork(onThread, task, time));
      byOrigin.set(name, (byOrigin.get(name) ?? 0) + ms);
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + ms);
    });
    // The profiler starts once the document is committed: the commit itself is never sampled.
    const unsampled = durationMs - [...byOrigin.values()].reduce((sum, ms) => sum + ms, 0);
    if (unsampled >= 1) byOrigin.set("not sampled", unsampled);
    const phase = [...byPhase].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "browser work";
    const origins = [...byOrigin].map(([origin, ms]) => ({ origin, ms })).sort((a, b) => b.ms - a.ms);
    longTasks.push({ startMs: (task.ts - zero) / 1000, durationMs, phase, origins });
  }
  const paint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === pid && event.ts >= zero);
  const firstPaintMs = paint ? (paint.ts - zero) / 1000 : 0;
  const blockingMs = longTasks.filter((task) => task.startMs >= firstPaintMs).reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
  return { longTasks, blockingMs, firstPaintMs, hydratedAtMs: (mark.ts - zero) / 1000 };
}

/** One load of `url` with the CPU slowed, traced until the page has hydrated and the network is idle. */
export async function traceMainThread(browser: Browser, url: string, headers: Record<string, string> = {}): Promise<MainThread> {
  const context = await browser.newContext({ extraHTTPHeaders: headers, viewport: { width: 412, height: 823 }, isMobile: true, locale: "it-IT" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, HYDRATED_MARK, { timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      // What the page schedules after hydration runs before the browser is next idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    } finally {
      trace = await browser.stopTracing();
    }
    return longTasksOf(JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }, page.url());
  } finally {
    await context.close();
  }
}

/** "1 210 ms, 85 ms, hydration: framework 60, sign-up 15, garbage collection 5". */
export function describeLongTask(task: LongTask): string {
  const origins = task.origins.filter(({ ms }) => ms >= 1).map(({ origin, ms }) => `${origin} ${ms.toFixed(0)}`);
  return `at ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms, ${task.phase}${origins.length ? `: ${origins.join(", ")} (ms)` : ""}`;
}
