import { performance } from "node:perf_hooks";

export type Limits = {
  /** Virtual clients issuing requests back to back. */
  concurrency: number;
  /** Upper bound on requests, whatever the speed. */
  maxRequests: number;
  /** Upper bound on wall time; the run stops issuing new requests after it. */
  maxMs: number;
  /**
   * Requests sent first by the same clients and not counted; the measured requests, time and
   * `maxMs` start with the first request after them. In one loop, the clients reach the measured part as
   * they are at steady state, not all starting together at the same instant, a herd no steady state has.
   */
  warmupRequests?: number;
};

export type LoadResult = {
  /** Latencies in milliseconds of the requests that succeeded. */
  latencies: number[];
  errors: number;
  /** First error seen, to say why a run failed rather than only that it did. */
  firstError?: string;
  elapsedMs: number;
  /** Successful requests per second over the whole run. */
  rps: number;
  /** Body bytes of the successful answers, as sent (compressed when the client asked for it). */
  bytes: number;
};

/**
 * Closed-loop load: each virtual client sends its next request when the previous one has answered.
 * `once` does one request, returns the bytes of its answer's body, and throws when the answer is not
 * the expected one; only its own time is counted. Both the request count and the wall time are bounded, so the loop always ends.
 */
export async function runLoad(limits: Limits, once: (client: number) => Promise<number>, onMeasureStart?: () => void): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let issued = 0;
  let bytes = 0;
  let warmupLeft = limits.warmupRequests ?? 0;
  let started = performance.now();
  let measuring = false;
  // A warm-up that never ends (a server gone silent) is cut after a minute.
  let deadline = started + (warmupLeft > 0 ? 60_000 : limits.maxMs);

  async function client(index: number) {
    while (issued < limits.maxRequests && performance.now() < deadline) {
      const counted = warmupLeft === 0;
      if (!counted) warmupLeft -= 1;
      else {
        if (!measuring) {
          // The first counted request: time, CPU and the wall-time bound start here.
          measuring = true;
          started = performance.now();
          deadline = started + limits.maxMs;
          onMeasureStart?.();
        }
        issued += 1;
      }
      const t0 = performance.now();
      try {
        // Not `bytes += await once()`: that reads `bytes` before the await, and concurrent clients would overwrite each other.
        const size = await once(index);
        if (!counted) continue;
        latencies.push(performance.now() - t0);
        bytes += size;
      } catch (error) {
        errors += 1;
        firstError ??= (error as Error).message;
        // A server that refuses everything would otherwise be hammered in a tight loop until the deadline.
        if (errors > 50 && errors > latencies.length) break;
      }
    }
  }

  await Promise.all(Array.from({ length: limits.concurrency }, (_, index) => client(index)));
  const elapsedMs = performance.now() - started;
  return { latencies, errors, firstError, elapsedMs, rps: (latencies.length * 1000) / elapsedMs, bytes };
}

/** Nearest-rank percentile of a sample, in the sample's unit; NaN for an empty sample. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
