import { describe, expect, it } from "vitest";
import { longTasksOf } from "../../../scripts/bench/main-thread";

// Issue 46: the bench says where a phone's main thread goes. A long task is split by phase (script
// evaluation, hydration until the page's mark, what runs after it, the browser's own work) and by the
// file whose code the profiler found running; blocking time counts from the first paint, as Lighthouse's.
const PAGE = "http://127.0.0.1/sign-up?client=x";
const FRAMEWORK = "http://127.0.0.1/assets/framework-BCK-5-Im.js";
const SIGN_UP = "http://127.0.0.1/assets/sign-up-Be3G4-AL.js";
const at = (ms: number) => ms * 1000;
const onMain = { pid: 1, tid: 1 };
const task = (startMs: number, durationMs: number) => ({ name: "RunTask", cat: "toplevel", ph: "X", ts: at(startMs), dur: at(durationMs), ...onMain });

const trace = {
  traceEvents: [
    // An iframe's navigation names no document: the page's own is the one counted from.
    { name: "navigationStart", cat: "blink.user_timing", ph: "R", ts: at(100), ...onMain, args: { data: { documentLoaderURL: PAGE } } },
    { name: "navigationStart", cat: "blink.user_timing", ph: "R", ts: at(150), ...onMain, args: { data: { documentLoaderURL: "" } } },
    { name: "firstContentfulPaint", cat: "loading,rail,devtools.timeline", ph: "R", ts: at(200), ...onMain },
    { name: "hydrated", cat: "blink.user_timing", ph: "I", ts: at(500), ...onMain },
    task(250, 100),
    { name: "EvaluateScript", cat: "devtools.timeline", ph: "X", ts: at(250), dur: at(80), ...onMain, args: { data: { url: FRAMEWORK } } },
    task(400, 60),
    task(600, 70),
    { name: "Layout", cat: "devtools.timeline", ph: "X", ts: at(600), dur: at(50), ...onMain },
    task(700, 30),
    // Another process's task is another page's.
    { ...task(400, 300), pid: 2, tid: 2 },
    { name: "Profile", cat: "disabled-by-default-v8.cpu_profiler", ph: "P", id: "0x1", ts: at(250), ...onMain, args: { data: { startTime: at(250) } } },
    {
      name: "ProfileChunk",
      cat: "disabled-by-default-v8.cpu_profiler",
      ph: "P",
      id: "0x1",
      ts: at(700),
      ...onMain,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: "(root)", url: "" } },
              { id: 2, parent: 1, callFrame: { functionName: "a", url: FRAMEWORK } },
              { id: 3, parent: 1, callFrame: { functionName: "b", url: SIGN_UP } },
              { id: 4, parent: 1, callFrame: { functionName: "(program)", url: "" } },
              { id: 5, parent: 3, callFrame: { functionName: "(garbage collector)", url: "" } },
            ],
            samples: [2, 2, 3, 2, 4, 5],
          },
          // 250, 300, 400, 430, 600, 650 ms
          timeDeltas: [0, at(50), at(100), at(30), at(170), at(50)],
        },
      },
    },
  ],
};

describe("the bench's long tasks of a page load", () => {
  const thread = longTasksOf(trace, PAGE);

  it("counts from the page's navigation, and blocking from its first paint", () => {
    expect(thread.firstPaintMs).toBe(100);
    expect(thread.hydratedAtMs).toBe(400);
    expect(thread.longTasks.map((long) => [long.startMs, long.durationMs])).toEqual([
      [150, 100],
      [300, 60],
      [500, 70],
    ]);
    expect(thread.blockingMs).toBe(50 + 10 + 20);
  });

  it.each([
    [0, "script evaluation", [{ origin: "framework", ms: 100 }]],
    [1, "hydration", [{ origin: "sign-up", ms: 30 }, { origin: "framework", ms: 30 }]],
    // A file's frame owns the sample even when the leaf is the collector: it is that file's garbage.
    [2, "browser work", [{ origin: "layout", ms: 50 }, { origin: "sign-up", ms: 20 }]],
  ])("long task %i is %s, by origin", (index, phase, origins) => {
    expect(thread.longTasks[index]!.phase).toBe(phase);
    expect(thread.longTasks[index]!.origins).toEqual(origins);
  });

  it("refuses a trace whose page never hydrated", () => {
    expect(() => longTasksOf({ traceEvents: trace.traceEvents.filter((event) => event.name !== "hydrated") }, PAGE)).toThrow(/did not hydrate/);
  });
});
