import { defineConfig } from "vitest/config";
import { TEST_NODE_FLAGS } from "./tests/support/node-flags";

// `npm run test:route`: requests sent in-process through the built app's handler (design §9), no
// browser, no port. The build is made first when missing or older than its sources (global-setup.ts).
// The coverage check runs after every route test, from what they reached (tests/route/support/hits.ts).
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
          // A worker's files share one module registry: a fresh one for each file cost ~2 s of CPU, over
          // a third of the layer. Each file's application is a new instance of the build (support/harness.ts).
          isolate: false,
          include: ["tests/route/**/*.test.ts"],
          exclude: ["tests/route/coverage.test.ts"],
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
        // It imports the build to list the routes: seconds on a loaded machine.
        test: { name: "route-coverage", include: ["tests/route/coverage.test.ts"], testTimeout: 30_000, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
