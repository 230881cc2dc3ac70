import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run under vitest.
// The unit files share one module registry per worker (isolate: false): a fresh one for each of ~90
// files cost more than the tests themselves (120 s against 50 s on this 2-core machine). Two kinds of
// file would leak into the next one, and get a registry of their own:
// - one named *.isolated.test.ts: it swaps the process environment or reloads modules (vi.stubEnv,
//   vi.resetModules);
// - one that answers with msw: msw keeps the cookies its answers set in a jar of its own module, and
//   adds them to later requests, so a cookie of one file reached the next.
// The reference API's own tests are a layer of their own (vitest.reference-api.config.ts, issue 41).
const testFiles = readdirSync("tests/unit", { recursive: true, encoding: "utf8" })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => path.join("tests/unit", name));
const usesMsw = (file: string) => /from "msw|useUpstreamServer/.test(readFileSync(file, "utf8"));
const isolated = testFiles.filter((file) => file.endsWith(".isolated.test.ts") || usesMsw(file));

export default defineConfig({
  test: {
    environment: "node",
    restoreMocks: true,
    // No test here starts a process: those that start the server live with the security suite (issue 24).
    // Some tests start eslint or generate thousands of inputs; on a shared 2-core machine the 5 s default
    // times out under load while the same test takes 1–2 s when idle.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: "unit", include: testFiles.filter((file) => !isolated.includes(file)), isolate: false } },
      { extends: true, test: { name: "unit-isolated", include: isolated } },
    ],
  },
});
