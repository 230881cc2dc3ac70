import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putSecret, takeSecret, useSecretBackend } from "../../app/session/secret-store.server";
import { Browser, PASSWORD, startApp, startRedis, untilReadyz, type Started } from "./support/server";

const LOGIN = "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const UNAVAILABLE = "Non possiamo verificare la richiesta in questo momento";

/** The time `work` takes, with what it gave. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const began = Date.now();
  const value = await work();
  return { value, ms: Date.now() - began };
}

async function logIn(browser: Browser): Promise<Response> {
  const csrf = await browser.csrf(LOGIN);
  return browser.post(LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
}

/**
 * Issue 39 point 2: a Redis that stops answering without closing its connections (SIGSTOP, as a stuck
 * host or a partition without reset) is refused as quickly as one that refuses connections.
 */
describe("a Redis that stops answering (SIGSTOP)", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let app: Started;

  beforeAll(async () => {
    redis = await startRedis();
    app = await startApp("Dev", { REDIS_URL: redis.url, RATE_LIMIT_SENSITIVE_PER_MINUTE: "1000" });
  }, 120_000);
  afterAll(async () => {
    // Never leave it stopped: its SIGTERM would wait for the SIGKILL.
    if (redis) process.kill(redis.pid, "SIGCONT");
    await app?.stop();
    await redis?.stop();
  });

  it("posts answer the branded 503 within 2 s, pages stay 200, /readyz says 503 within 2 s; all is back within 5 s of SIGCONT", async () => {
    const browser = new Browser(app.baseUrl);
    const csrf = await browser.csrf(LOGIN);
    const took: string[] = [];
    process.kill(redis.pid, "SIGSTOP");
    try {
      const post = await timed(() => browser.post(LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD }));
      expect(post.value.status).toBe(503);
      expect(await post.value.text()).toContain(UNAVAILABLE);
      expect(post.ms).toBeLessThan(2_000);

      const page = await timed(() => new Browser(app.baseUrl).get(LOGIN));
      expect(page.value.status).toBe(200);
      expect(page.ms).toBeLessThan(2_000);

      const ready = await timed(() => fetch(`${app.baseUrl}/readyz`));
      expect(ready.value.status).toBe(503);
      expect(ready.ms).toBeLessThan(2_000);
      took.push(`post ${post.ms} ms`, `page ${page.ms} ms`, `/readyz ${ready.ms} ms`);
    } finally {
      process.kill(redis.pid, "SIGCONT");
    }
    const resumed = Date.now();
    await untilReadyz(app, 200, 5_000);
    const after = await logIn(new Browser(app.baseUrl));
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toBe("https://parcheggi.example.it/");
    console.log(`frozen Redis: ${took.join(", ")}; after SIGCONT, ready and a login accepted in ${Date.now() - resumed} ms`);
    expect(Date.now() - resumed).toBeLessThan(5_000);
  });

  it("the carried-secret store's own client: a take fails within 2 s, and the store serves again within 5 s of SIGCONT", async () => {
    const close = useSecretBackend({ redisUrl: redis.url });
    try {
      const key = await putSecret("kept while Redis answers", 60_000);
      process.kill(redis.pid, "SIGSTOP");
      let taken: { value: unknown; ms: number };
      try {
        taken = await timed(() => takeSecret(key).catch((error: unknown) => error));
      } finally {
        process.kill(redis.pid, "SIGCONT");
      }
      expect(taken.value).toBeInstanceOf(Error);
      expect(taken.ms).toBeLessThan(2_000);

      const resumed = Date.now();
      const again = await putSecret("stored after SIGCONT", 60_000);
      expect(await takeSecret(again)).toBe("stored after SIGCONT");
      expect(Date.now() - resumed).toBeLessThan(5_000);
    } finally {
      await close();
    }
  });
});
