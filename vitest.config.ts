import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run under vitest.
// The unit files share one module registry per worker (isolate: false): a fresh one for each of ~90
// files cost more than the tests themselves (120 s against 50 s on this 2-core machine). A file that
// swaps the process environment or reloads modules (vi.resetModules, vi.stubEnv) would leak into the
// next: it is named *.isolated.test.ts and gets a registry of its own.
const UNIT = ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "reference-api/**/*.test.ts"];
const ISOLATED = ["**/*.isolated.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    restoreMocks: true,
    // No test here starts a process: those that start the server live with the security suite (issue 24).
    // Some tests start eslint or generate thousands of inputs; on a shared 2-core machine the 5 s default
    // times out under load while the same test takes 1–2 s when idle.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: "unit", include: UNIT, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "unit-isolated", include: ISOLATED } },
    ],
  },
});
