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
    // Each file starts its own servers; two at a time keep this 2-core machine usable.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
