import { defineConfig } from "vitest/config";
import { TEST_NODE_FLAGS } from "./tests/support/node-flags";

// `npm run test:route`: requests sent in-process through the app's handler (design §9), no browser, no
// port, and no build: Vite makes the app from source in each worker (tests/route/support/app-from-source.ts,
// decision 182). The coverage check runs after every route test, from what they reached (support/hits.ts).
export default defineConfig({
  test: {
    environment: "node",
    execArgv: TEST_NODE_FLAGS,
    // Each file runs its own application and reference API: two at a time keep this 2-core machine busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "routes",
          // A worker's files share one module registry, and its Vite servers: a fresh registry for each
          // file cost ~2 s of CPU. Each file's application is new module instances (support/app-from-source.ts).
          isolate: false,
          include: ["tests/route/**/*.test.ts"],
          exclude: ["tests/route/coverage.test.ts", "tests/route/scans.test.ts"],
          globalSetup: ["tests/route/support/global-setup.ts"],
          setupFiles: ["tests/route/support/setup.ts"],
          // Each file opens its own reference API database: about a second, several on a loaded machine.
          hookTimeout: 60_000,
          testTimeout: 15_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // Vite makes the app's server build to list the routes: seconds on a loaded machine.
        test: { name: "route-coverage", include: ["tests/route/coverage.test.ts"], testTimeout: 30_000, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        // Every screen state the route tests reached, validated and scanned once (decision 191).
        test: { name: "route-scans", include: ["tests/route/scans.test.ts"], testTimeout: 300_000, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
