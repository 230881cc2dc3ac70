import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../deploy/lib/sentinel";
import { Browser, CLIENT_LOGIN, PASSWORD, freePort, startApp, startRedis, untilReadyz, type Started } from "./support/server";

const UNAVAILABLE = "Non possiamo verificare la richiesta in questo momento";

type Ready = { status: number; body: { status: string; redis?: { role: string | null; switchedAt: string | null } } };

async function readyz(app: Started): Promise<Ready> {
  const response = await fetch(`${app.baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as Ready["body"] };
}

/** `area_riservata_redis_role{role}` and the switch's timestamp, from the metrics port. */
async function redisSeries(port: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const series: Record<string, number> = {};
  for (const [, role, value] of text.matchAll(/^area_riservata_redis_role\{role="(\w+)"\} (\S+)$/gm)) series[role!] = Number(value);
  series.switched = Number(/^area_riservata_redis_switched_timestamp_seconds (\S+)$/m.exec(text)?.[1]);
  return series;
}

/**
 * Issue 47 point 4 (decision 188), with REDIS_URL alone: /readyz and the metrics say which role the
 * node the instance talks to has, and when the link reached it. A node demoted under the link (as a
 * failover or an operator's REPLICAOF does) refuses every counter's write: the instance says so, posts
 * get the branded 503, and all is back when the node is a master again, with no switch told.
 */
describe("the Redis role /readyz and the metrics tell", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let other: Awaited<ReturnType<typeof startRedis>>;
  let app: Started;
  let metricsPort: number;
  const began = Date.now();

  beforeAll(async () => {
    [redis, other] = await Promise.all([startRedis(), startRedis()]);
    metricsPort = await freePort();
    app = await startApp("Dev", { REDIS_URL: redis.url, METRICS_PORT: String(metricsPort), RATE_LIMIT_SENSITIVE_PER_MINUTE: "1000" });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await Promise.all([redis?.stop(), other?.stop()]);
  });

  it("says master and when it linked; on a node made a replica, 503 with role replica and posts refused; back once it is a master again", async () => {
    const first = await readyz(app);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "ready", redis: { role: "master" } });
    const switchedAt = Date.parse(first.body.redis!.switchedAt!);
    expect(switchedAt).toBeGreaterThanOrEqual(began);
    expect(await redisSeries(metricsPort)).toEqual({ master: 1, replica: 0, none: 0, switched: switchedAt / 1000 });

    expect(await ask(redis.port, "REPLICAOF", "127.0.0.1", String(other.port))).toBe("OK");
    try {
      await untilReadyz(app, 503);
      expect(await readyz(app)).toEqual({ status: 503, body: { status: "shared state unreachable", redis: { role: "replica", switchedAt: first.body.redis!.switchedAt } } });
      expect(await redisSeries(metricsPort)).toMatchObject({ master: 0, replica: 1, none: 0 });
      const browser = new Browser(app.baseUrl);
      const csrf = await browser.csrf(CLIENT_LOGIN);
      const post = await browser.post(CLIENT_LOGIN, { csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD });
      expect(post.status).toBe(503);
      expect(await post.text()).toContain(UNAVAILABLE);
    } finally {
      await ask(redis.port, "REPLICAOF", "NO", "ONE");
    }

    await untilReadyz(app, 200);
    // The same node throughout: no switch to tell.
    expect(await readyz(app)).toEqual(first);
    expect(await redisSeries(metricsPort)).toEqual({ master: 1, replica: 0, none: 0, switched: switchedAt / 1000 });
  }, 60_000);
});
