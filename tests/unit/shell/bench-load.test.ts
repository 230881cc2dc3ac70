import { describe, expect, it } from "vitest";
import { runLoad } from "../../../scripts/bench/load";

// `npm run bench` reads its figures from these results: a warm-up must stay out of them.
describe("the bench's closed-loop load", () => {
  it("counts only the requests sent after the warm-up, and says when they start", async () => {
    const sent: Array<{ client: number; measuring: boolean }> = [];
    let measuring = false;
    let starts = 0;
    const result = await runLoad(
      { concurrency: 3, maxRequests: 7, maxMs: 10_000, warmupRequests: 5 },
      async (client) => {
        sent.push({ client, measuring });
        await Promise.resolve();
        return measuring ? 10 : 1;
      },
      () => {
        measuring = true;
        starts += 1;
      },
    );
    expect(starts).toBe(1);
    expect(sent.filter((request) => !request.measuring)).toHaveLength(5);
    expect(sent.filter((request) => request.measuring)).toHaveLength(7);
    expect(result.latencies).toHaveLength(7);
    expect(result.bytes).toBe(70);
    // All three clients go on from the warm-up into the measured part: none starts afresh.
    expect(new Set(sent.filter((request) => request.measuring).map((request) => request.client)).size).toBe(3);
  });

  it("without a warm-up, measures from the first request", async () => {
    let starts = 0;
    const result = await runLoad({ concurrency: 2, maxRequests: 4, maxMs: 10_000 }, async () => 1, () => (starts += 1));
    expect(starts).toBe(1);
    expect(result.latencies).toHaveLength(4);
  });
});
