import path from "node:path";
import type * as Undici from "undici";
import { afterAll, afterEach, expect, vi } from "vitest";
import { endTest, writeHits } from "./hits";

// The application's upstream client (app/upstream/pooled-fetch.server.ts, bundled in build/server)
// makes its calls through an undici Agent: the same Agent, whose connections open into this process's
// server instead of a port (upstream-socket.ts). Requests, bodies and answers are untouched.
vi.mock("undici", async (importOriginal) => {
  const undici = await importOriginal<typeof Undici>();
  const { connectUpstream } = await import("./upstream-socket");
  class InProcessAgent extends undici.Agent {
    constructor(options: ConstructorParameters<typeof undici.Agent>[0] = {}) {
      super({ ...options, connect: options.connect ?? connectUpstream });
    }
  }
  return { ...undici, Agent: InProcessAgent };
});

afterEach(({ task }) => endTest(task.result?.state === "pass"));
afterAll(() => writeHits(path.relative(process.cwd(), expect.getState().testPath ?? "unknown")));
