import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceData } from "../../reference-api/data-template";
import { deployRun, freeBasePort, readSetState, type SetState } from "./support/set";
import { send, Visitor } from "./support/visitor";

const LOGIN = "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const UNAVAILABLE = "Non possiamo verificare la richiesta in questo momento";

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const began = Date.now();
  const value = await work();
  return { value, ms: Date.now() - began };
}

/** A visitor's wrong-password login through `origin`: the page, then its form posted. */
async function wrongLogin(origin: string, account: string) {
  const visitor = new Visitor(origin);
  const page = await visitor.get(LOGIN);
  expect(page.status).toBe(200);
  return timed(() => visitor.post(LOGIN, { csrf: Visitor.csrf(page), username: account, prefix: "+39", password: "Sbagliata.1" }));
}

/**
 * Issue 39 point 2 through nginx: the set deploy/run starts (3 instances behind nginx, Redis with
 * deploy/redis.conf), its Redis stopped with SIGSTOP, so it keeps every connection and answers nothing.
 * Posts get the branded 503 quickly, nginx marks no instance failed (pages stay 200), each instance's
 * /readyz says 503, and all is back within 5 s of SIGCONT.
 */
describe("the deployed set with a Redis that stops answering", () => {
  let env: Record<string, string>;
  let deployDir: string;
  let origin: string;
  let set: SetState;

  beforeAll(async () => {
    const base = await freeBasePort();
    deployDir = path.resolve(`data/deploy-frozen-${base}`);
    rmSync(deployDir, { recursive: true, force: true });
    await seedReferenceData(path.join(deployDir, "reference-api"));
    origin = `http://127.0.0.1:${base}`;
    // Everything this test relies on is said here, not left to deploy/run's defaults.
    env = { DEPLOY_DIR: deployDir, DEPLOY_PORT: String(base), DEPLOY_INSTANCES: "3", APP_ENV: "Test", LOG_LEVEL: "warn" };
    const start = await deployRun("start", env);
    expect(start.code, start.output).toBe(0);
    set = readSetState(deployDir)!;
    expect(set.redis).toBeTypeOf("number");
  }, 180_000);

  afterAll(async () => {
    // A stopped Redis would wait for its SIGKILL on the set's stop.
    if (set?.redis) process.kill(set.redis, "SIGCONT");
    if (existsSync(deployDir)) await deployRun("stop", env);
    rmSync(deployDir, { recursive: true, force: true });
  }, 60_000);

  it("posts 503 within 2 s, pages 200, every /readyz 503 within 2 s; a post accepted and every instance ready within 5 s of SIGCONT", async () => {
    const instances = set.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
    const redisPid = set.redis!;
    const took: string[] = [];
    process.kill(redisPid, "SIGSTOP");
    try {
      // Three at once: least_conn gives each instance one.
      const posts = await Promise.all([0, 1, 2].map((index) => wrongLogin(origin, `frozen-${index}@example.com`)));
      for (const post of posts) {
        expect(post.value.status).toBe(503);
        expect(post.value.body).toContain(UNAVAILABLE);
        expect(post.ms).toBeLessThan(2_000);
      }
      took.push(`posts ${posts.map((post) => post.ms).join("/")} ms`);

      // Had nginx counted those as failures, every instance would be skipped now and pages answer 502.
      const pages = [];
      for (let index = 0; index < 6; index += 1) pages.push((await send(new URL(LOGIN, origin))).status);
      expect(pages).toEqual([200, 200, 200, 200, 200, 200]);

      for (const instance of instances) {
        const ready = await timed(() => send(new URL("/readyz", instance)));
        expect(ready.value.status).toBe(503);
        expect(ready.ms).toBeLessThan(2_000);
        took.push(`${instance} /readyz ${ready.ms} ms`);
      }
    } finally {
      process.kill(redisPid, "SIGCONT");
    }

    const resumed = Date.now();
    const statuses = async () => Promise.all(instances.map(async (instance) => (await send(new URL("/readyz", instance))).status));
    let ready = await statuses();
    while (ready.some((status) => status !== 200) && Date.now() - resumed < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await statuses();
    }
    expect(ready).toEqual([200, 200, 200]);
    const after = await wrongLogin(origin, "frozen-after@example.com");
    expect(after.value.status).toBe(200);
    const back = Date.now() - resumed;
    console.log(`frozen Redis behind nginx: ${took.join(", ")}; after SIGCONT, all ready and a post answered in ${back} ms`);
    expect(back).toBeLessThan(5_000);
  }, 60_000);
});
