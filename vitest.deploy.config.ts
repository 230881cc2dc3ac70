import { defineConfig } from "vitest/config";

// `npm run test:deploy`: deploy/run's set (nginx, Redis, the reference API, 3 instances) and the
// drain of one instance, on the production build. One file at a time: each starts several servers.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
