import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { performanceDocument, writePerformanceDocument, type BenchRun } from "../../../scripts/bench/performance-doc";

// `npm run bench` writes docs/performance.md: the budgets, then this run's figures, dated; never by hand.
const run: BenchRun = {
  date: "2026-11-28 17:02 UTC",
  commit: "abc1234",
  machine: "2 CPU(s), Node 20.20.0",
  loadAtStart: "0.10 / 0.20 / 0.30",
  loadAtEnd: "0.90 / 0.50 / 0.40",
  configuration: "1 process, embedded reference API",
  rows: [
    { figure: "login page GET: server CPU/request", value: "0.21 ms", budget: "≤ 0.25 ms", within: true },
    { figure: "login POST: server CPU/request", value: "1.62 ms", budget: "≤ 1.00 ms", within: false },
    { figure: "Lighthouse login", value: "not measured", budget: "100", within: undefined },
  ],
  output: ["static file, bare node:http, 20 connections: 1000 requests in 5.0 s, 30283 req/s", "login page HTML as served (gzip): 6.0 KB"],
};

describe("docs/performance.md as the bench writes it", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("holds the design's budgets, then the run's date, commit, load and verdicts", () => {
    const text = performanceDocument(run);
    expect(text).toMatch(/^# Performance\n/);
    expect(text).toContain("≤ 0.3 ms server CPU per request");
    expect(text).toContain("≤ 115 KB on form pages");
    expect(text).toContain("## The last run: 2026-11-28 17:02 UTC");
    expect(text).toContain("Commit abc1234; 2 CPU(s), Node 20.20.0; 1 process, embedded reference API.");
    expect(text).toContain("at start 0.10 / 0.20 / 0.30, at end 0.90 / 0.50 / 0.40");
    const table = text.split("\n");
    expect(table.find((line) => line.startsWith("login page GET"))).toMatch(/0\.21 ms\s+≤ 0\.25 ms\s+within$/);
    expect(table.find((line) => line.startsWith("login POST"))).toMatch(/1\.62 ms\s+≤ 1\.00 ms\s+over$/);
    expect(table.find((line) => line.startsWith("Lighthouse login"))).toMatch(/not measured$/);
    expect(text).toContain("login page HTML as served (gzip): 6.0 KB");
    expect(text.indexOf("## Budgets")).toBeLessThan(text.indexOf("## The last run"));
  });

  it("replaces the previous run's file: one run, never appended", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-doc-"));
    dirs.push(dir);
    const file = path.join(dir, "performance.md");
    writeFileSync(file, "# Performance\n\n## The last run: 2026-11-01 09:00 UTC\n");
    writePerformanceDocument(file, run);
    writePerformanceDocument(file, { ...run, date: "2026-11-29 08:00 UTC" });
    const text = readFileSync(file, "utf8");
    expect(text.match(/## The last run: .*/g)).toEqual(["## The last run: 2026-11-29 08:00 UTC"]);
  });
});
