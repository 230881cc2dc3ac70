import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, CLIENT_LOGIN, startWorkers, type Started } from "./support/server";

/** The JSON log lines of a process whose message is `msg`. */
function logged(output: string[], msg: string): Array<Record<string, unknown>> {
  return output
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);
}

/** Decision 121: WEB_CONCURRENCY=2 with the shared store and a separate upstream, as an operator runs it. */
describe("two workers (WEB_CONCURRENCY=2)", () => {
  let app: Started;

  beforeAll(async () => {
    app = await startWorkers("data/security-workers-upstream");
  }, 180_000);
  afterAll(() => app?.stop());

  it("serves pages and form posts from the workers", async () => {
    const browser = new Browser(app.baseUrl);
    const csrf = await browser.csrf(CLIENT_LOGIN);
    const response = await browser.post(CLIENT_LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: "wrong-password" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Accedi");
  });

  it("runs two workers, and on SIGTERM each finishes and the primary exits 0", async () => {
    // /healthz answered as soon as one worker listened; the primary says when both do.
    await expect.poll(() => logged(app.output, "every worker is listening")).toHaveLength(1);
    expect(logged(app.output, "listening")).toHaveLength(2);
    await app.stop();
    expect(app.exitCode()).toBe(0);
    // Both workers and the primary say they stopped: nothing was killed. Polled: the last lines may
    // still be in the pipe when the exit is reported.
    await expect.poll(() => logged(app.output, "stopped")).toHaveLength(3);
  });
});
