import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run under vitest.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "reference-api/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
    // No test here starts a process: those that start the server live with the security suite (issue 24).
    // Some tests start eslint or generate thousands of inputs; on a shared 2-core machine the 5 s default
    // times out under load while the same test takes 1–2 s when idle.
    testTimeout: 30_000,
  },
});
