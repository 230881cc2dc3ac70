import { defineConfig } from "vitest/config";

// `npm run test:reference-api`: the reference upstream's own contract (reference-api/tests), a layer of
// its own beside the route layer (issue 41): each file starts the reference API on a real HTTP listener,
// which the unit layer, pure and serverless, does not.
export default defineConfig({
  test: {
    name: "reference-api",
    environment: "node",
    restoreMocks: true,
    include: ["reference-api/**/*.test.ts"],
    // Each file opens its own in-memory database: seconds on a loaded 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
