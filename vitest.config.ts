import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run under vitest.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "reference-api/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
