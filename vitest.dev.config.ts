import { defineConfig } from "vitest/config";

// `npm run test:dev`: the development server as a developer starts it (`npm run dev`, `npx react-router dev`), in a browser.
// Apart from the other layers: it runs the app from source, through Vite, and builds nothing.
export default defineConfig({
  test: {
    include: ["tests/dev/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
