import path from "node:path";
import { afterAll, afterEach, expect } from "vitest";
import { endTest, writeHits } from "./hits";
import { endScreens, writeScreens } from "./screens";

afterEach(async ({ task }) => {
  const passed = task.result?.state === "pass";
  endTest(passed);
  await endScreens(passed);
});
afterAll(() => {
  writeHits(path.relative(process.cwd(), expect.getState().testPath ?? "unknown"));
  writeScreens();
});
