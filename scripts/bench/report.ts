import os from "node:os";
import { percentile, type LoadResult } from "./load";

export const KB = 1000; // the stricter reading of "KB"

export type Measured = LoadResult & { serverCpuMs?: number };

export const ms = (value: number) => `${value.toFixed(1)} ms`;
/** CPU per request, to the hundredth: a target's verdict must be readable from the figure beside it. */
export const cpuMs = (value: number) => `${value.toFixed(2)} ms`;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Server CPU per answered or failed request, when /proc could say. */
export function cpuPerRequest(result: Measured): number | undefined {
  const requests = result.latencies.length + result.errors;
  return result.serverCpuMs === undefined || requests === 0 ? undefined : result.serverCpuMs / requests;
}

/** One scenario on one line: req/s, p50/p99, server CPU and bytes per response, and any errors. */
export function describe(name: string, result: Measured): string {
  const errors = result.errors ? `, ${result.errors} errors (first: ${result.firstError})` : "";
  const cpu = cpuPerRequest(result);
  const bytes = result.latencies.length ? `, ${Math.round(result.bytes / result.latencies.length)} B/response` : "";
  return (
    `${name}: ${result.latencies.length} requests in ${(result.elapsedMs / 1000).toFixed(1)} s, ` +
    `${result.rps.toFixed(0)} req/s, p50 ${ms(percentile(result.latencies, 50))}, p99 ${ms(percentile(result.latencies, 99))}` +
    `${cpu === undefined ? "" : `, server CPU ${cpu.toFixed(2)} ms/request`}${bytes}${errors}`
  );
}

/** The 1, 5 and 15 minute load averages: other work on a shared machine makes every figure worse. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
}

/** `within`: the verdict; undefined when the figure could not be measured, null when it has no target (said beside another). */
export type Row = { figure: string; value: string; budget: string; within: boolean | undefined | null };

/** The verdict table as aligned text: one row per target, within / over / not measured. */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((row) => [row.figure, row.value, row.budget, row.within === undefined ? "not measured" : row.within === null ? "said" : row.within ? "within" : "over"]);
  const header = ["figure", "measured", "target", "verdict"];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) => cell.map((text, column) => text.padEnd(widths[column]!)).join("  ").trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...cells.map(line)].join("\n");
}
