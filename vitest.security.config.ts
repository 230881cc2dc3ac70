import { defineConfig } from "vitest/config";

// `npm run security`: the hostile-input, redirect and throttling suites against started servers
// (Dev and Prod configurations), on the production build. Separate from the unit run, which
// starts no server.
export default defineConfig({
  test: {
    include: ["tests/security/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file starts its own servers. Three at a time on this 2-core machine: a file spends part of its
    // time waiting on timeouts and process starts, and with two the cores stood idle then
    // (2 → 3: 130 → 114 s, 86% → 95% of both cores busy).
    maxWorkers: 3,
    fileParallelism: true,
  },
});
