import { afterEach, describe, expect, it, vi } from "vitest";

// A valid deployed configuration (app/config.server.ts), for the environments where time must not move.
const DEPLOYED = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), TRUST_PROXY: "1", UPSTREAM_API_URL: "https://upstream.example.it" };

/** The clock module and the control route as a process started with `env` loads them. */
async function loadWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const clock = await import("../../../app/clock.server");
  const route = await import("../../../app/routes/test-clock");
  const open = (query: string) => route.loader({ request: new Request(`http://localhost/__test/clock${query}`) } as never) as Response;
  return { clock, open };
}

/** The offset the module keeps for the whole process (it is shared by every copy of the module). */
const shared = () => (globalThis as Record<symbol, { ms: number } | undefined>)[Symbol.for("area-riservata.clock-offset-ms")];

afterEach(() => {
  const offset = shared();
  if (offset) offset.ms = 0;
  vi.unstubAllEnvs();
});

describe("the clock a test can move (decision 152)", () => {
  it.each(["Dev", "Test"])("in %s, /__test/clock?advance=61 moves the application's time and the reference API's alike", async (appEnv) => {
    const { clock, open } = await loadWith({ APP_ENV: appEnv, NODE_ENV: appEnv === "Dev" ? undefined : "production" });
    const before = clock.now();
    const answer = await open("?advance=61").json();
    expect(answer.offsetSeconds).toBe(61);
    expect(clock.now() - before).toBeGreaterThanOrEqual(61_000);
    expect(clock.now() - before).toBeLessThan(62_000);
    // The Date the reference API is handed reads the same moved time.
    expect(Math.abs(clock.nowDate().getTime() - clock.now())).toBeLessThan(50);
    // Moves add up; without `advance` the control only tells the offset.
    await open("?advance=0.5");
    expect((await open("").json()).offsetSeconds).toBe(61.5);
  });

  it("a second copy of the module (the built app and server/main.ts each load one) reads the same offset", async () => {
    const first = await loadWith({ APP_ENV: "Test", NODE_ENV: "production" });
    first.clock.moveClock(120);
    const second = await loadWith({ APP_ENV: "Test", NODE_ENV: "production" });
    expect(second.clock).not.toBe(first.clock);
    expect(second.clock.clockOffsetSeconds()).toBe(120);
  });

  it("with `next` it moves time and opens that same-origin path; never another site", async () => {
    const { clock, open } = await loadWith({ APP_ENV: "Test", NODE_ENV: "production" });
    const answer = await open(`?advance=61&next=${encodeURIComponent("/pending-operation/confirm-mobile?client=parcheggi-web")}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/pending-operation/confirm-mobile?client=parcheggi-web");
    expect(clock.clockOffsetSeconds()).toBe(61);
    expect((await open(`?next=${encodeURIComponent("https://evil.example/")}`)).headers.get("location")).toBe("/");
  });

  it.each(["0", "-61", "abc", "Infinity", String(2 * 24 * 60 * 60)])("advance=%s is refused with 400: time only moves forward, by at most a day", async (advance) => {
    const { clock, open } = await loadWith({ APP_ENV: "Test", NODE_ENV: "production" });
    let thrown: unknown;
    try {
      await open(`?advance=${advance}`);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(400);
    expect(clock.clockOffsetSeconds()).toBe(0);
  });

  it.each(["Cld", "Prod"])("in %s /__test/clock does not exist (404), time cannot move and is Date.now itself", async (appEnv) => {
    const { clock, open } = await loadWith({ ...DEPLOYED, APP_ENV: appEnv });
    let thrown: unknown;
    try {
      await open("?advance=61");
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(404);
    expect(() => clock.moveClock(61)).toThrow(/only in Dev and Test/);
    // Even an offset left in the process (by a bug, or a test) is not read.
    shared()!.ms = 3_600_000;
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(50);
  });

  it("Dev is the environment when APP_ENV is unset, as the configuration says", async () => {
    const { movableTimeIn } = await import("../../../app/clock.server");
    expect([undefined, "Dev", "Test", "Cld", "Prod"].map(movableTimeIn)).toEqual([true, true, true, false, false]);
  });
});
