import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../app/config.server";

/** Issue 47 (decision 188): a Sentinel set beside REDIS_URL, refused in one line when wrong. */
describe("REDIS_SENTINELS", () => {
  const set = { REDIS_SENTINELS: "10.0.0.1:26379, sentinel-b.internal:26380,[fd00::3]:26381", REDIS_SENTINEL_MASTER: "area-riservata" };

  it("reads the sentinels, the master's name, the passwords and TLS", () => {
    const config = parseConfig({ ...set, REDIS_SENTINEL_PASSWORD: "s3ntinel", REDIS_PASSWORD: "n0de", REDIS_SENTINEL_TLS: "true" });
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisSentinel).toEqual({
      sentinels: [
        { host: "10.0.0.1", port: 26379 },
        { host: "sentinel-b.internal", port: 26380 },
        { host: "fd00::3", port: 26381 },
      ],
      masterName: "area-riservata",
      sentinelPassword: "s3ntinel",
      password: "n0de",
      tls: true,
    });
  });

  it("is unset with REDIS_URL alone, which reads as before", () => {
    const config = parseConfig({ REDIS_URL: "redis://cache.internal:6379/0" });
    expect(config.redisUrl).toBe("redis://cache.internal:6379/0");
    expect(config.redisSentinel).toBeUndefined();
    expect(parseConfig({ ...set }).redisSentinel?.tls).toBe(false);
  });

  it("shares the workers' state as REDIS_URL does", () => {
    expect(parseConfig({ ...set, WEB_CONCURRENCY: "2", UPSTREAM_API_URL: "https://api.example.it" }).webConcurrency).toBe(2);
  });

  it.each([
    [{ REDIS_SENTINELS: "10.0.0.1" }, /^Invalid configuration: REDIS_SENTINELS must be a comma-separated list of sentinel addresses host:port/],
    [{ REDIS_SENTINELS: "10.0.0.1:26379,10.0.0.2:99999" }, /^Invalid configuration: REDIS_SENTINELS must be a comma-separated list/],
    [{ REDIS_SENTINELS: "redis://10.0.0.1:26379" }, /^Invalid configuration: REDIS_SENTINELS must be a comma-separated list/],
    [{ REDIS_SENTINELS: "10.0.0.1:26379" }, /^Invalid configuration: REDIS_SENTINELS needs REDIS_SENTINEL_MASTER/],
    [{ ...set, REDIS_SENTINEL_MASTER: "two words" }, /^Invalid configuration: REDIS_SENTINEL_MASTER must be the master's name/],
    [{ ...set, REDIS_SENTINEL_TLS: "yes" }, /^Invalid configuration: REDIS_SENTINEL_TLS must be true or false \(got "yes"\)$/],
    [{ ...set, REDIS_URL: "redis://cache.internal:6379/0" }, /^Invalid configuration: REDIS_URL and REDIS_SENTINELS are both set/],
    [{ REDIS_SENTINEL_MASTER: "area-riservata" }, /^Invalid configuration: REDIS_SENTINEL_MASTER needs REDIS_SENTINELS/],
    [{ REDIS_URL: "redis://cache.internal:6379/0", REDIS_PASSWORD: "n0de" }, /^Invalid configuration: REDIS_PASSWORD needs REDIS_SENTINELS \(with REDIS_URL, its password/],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
    expect(() => parseConfig(env)).not.toThrow(/\n/);
  });

  it("never prints a password it refuses", () => {
    expect(() => parseConfig({ REDIS_SENTINEL_PASSWORD: "do-not-print-me" })).toThrow(/^Invalid configuration: REDIS_SENTINEL_PASSWORD needs REDIS_SENTINELS/);
    expect(() => parseConfig({ REDIS_SENTINEL_PASSWORD: "do-not-print-me" })).not.toThrow(/do-not-print-me/);
  });
});
