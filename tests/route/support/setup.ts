import path from "node:path";
import { afterAll, afterEach, expect } from "vitest";
import { endTest, writeHits } from "./hits";

afterEach(({ task }) => endTest(task.result?.state === "pass"));
afterAll(() => writeHits(path.relative(process.cwd(), expect.getState().testPath ?? "unknown")));
