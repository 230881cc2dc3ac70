import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, CLIENT_LOGIN, PASSWORD, startApp, type Started } from "./support/server";

async function login(browser: Browser, password: string, username = "mario.rossi@example.com", path = CLIENT_LOGIN) {
  const csrf = await browser.csrf(CLIENT_LOGIN);
  const response = await browser.post(path, { csrf, username, prefix: "+39", password });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

function authEvents(server: Started, event: string): number {
  return server.output
    .join("")
    .split("\n")
    .filter((line) => line.includes(`"auth":"${event}"`)).length;
}

/** Issue 11 item 2: a client-supplied X-Forwarded-For does not make a fresh address. */
describe.each([
  ["Dev, TRUST_PROXY unset", "Dev" as const, {}],
  ["Prod, TRUST_PROXY=1", "Prod" as const, { TRUST_PROXY: "1" }],
])("per-IP limits with a rotating X-Forwarded-For (%s)", (_name, mode, env) => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp(mode, { ...env, RATE_LIMIT_SENSITIVE_PER_MINUTE: "5", RATE_LIMIT_PER_MINUTE: "100" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("the sixth login post in a minute is 429 whatever left-most address the client claims", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      // Behind one proxy hop, the right-most entry is the one the proxy wrote: the same client.
      const browser = new Browser(server.baseUrl, { "x-forwarded-for": `203.0.113.${index + 1}, 198.51.100.7` });
      const csrf = await browser.csrf(CLIENT_LOGIN);
      const response = await browser.post(CLIENT_LOGIN, { csrf, username: "nobody@example.com", prefix: "+39", password: "x" });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it.each(["/AUTH/CLIENT_LOGIN", "/%61uth/client_login", "/auth/client_login.data", "/Reset-Password"])(
    "%s falls in the strict bucket too",
    async (path) => {
      const browser = new Browser(server.baseUrl, { "x-forwarded-for": "198.51.100.7" });
      const response = await browser.post(`${path}?client=parcheggi-web&redirect=x`, { a: "b" });
      expect(response.status).toBe(429);
    },
  );
});

/** Issue 11 item 3: consecutive failures per account+IP and per account. */
describe("login throttling per account (Dev, TRUST_PROXY=1)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { TRUST_PROXY: "1", RATE_LIMIT_SENSITIVE_PER_MINUTE: "1000", LOGIN_FAILURES_PER_ACCOUNT: "15" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("after 10 wrong passwords from one address, the right one is refused with the wait in Italian and the upstream is not asked", async () => {
    const browser = new Browser(server.baseUrl, { "x-forwarded-for": "192.0.2.10" });
    for (let index = 0; index < 10; index += 1) {
      const answer = await login(browser, `wrong-${index}`);
      expect(answer.status).toBe(200);
    }
    // The log lines travel through the child's stdout pipe, which may lag behind the HTTP answers.
    await expect.poll(() => authEvents(server, "login.failure")).toBe(10);
    const failures = authEvents(server, "login.failure");
    const answer = await login(browser, PASSWORD);
    expect(answer.status).toBe(429);
    expect(answer.body).toContain("Troppi tentativi di accesso non riusciti per questo account");
    // Issue 21: the wait said once, and the way out that needs no wait, for the same client.
    expect(answer.body.match(/tra \d+ minut/g)).toHaveLength(1);
    expect(answer.body).toContain(`<a href="/reset-password?${CLIENT_LOGIN.split("?")[1]!.replaceAll("&", "&amp;")}">Recupera la password</a>`);
    // The upstream was not called: no new login outcome was logged.
    expect(authEvents(server, "login.failure")).toBe(failures);
    expect(authEvents(server, "login.success")).toBe(0);
    // Another address may still log in to the same account.
    const other = await login(new Browser(server.baseUrl, { "x-forwarded-for": "192.0.2.11" }), PASSWORD);
    expect(other.status).toBe(303);
  });

  it("the same mobile typed with separators counts as one account", async () => {
    const browser = new Browser(server.baseUrl, { "x-forwarded-for": "192.0.2.20" });
    for (let index = 0; index < 10; index += 1) {
      await login(browser, `wrong-${index}`, index % 2 ? "340 123 4569" : "3401234569");
    }
    expect((await login(browser, PASSWORD, "340-1234569")).status).toBe(429);
  });

  it("failures from many addresses add up per account (a larger, slower limit)", async () => {
    for (let index = 0; index < 15; index += 1) {
      const browser = new Browser(server.baseUrl, { "x-forwarded-for": `192.0.2.${100 + index}` });
      expect((await login(browser, "wrong", "anna.neri@example.com")).status).toBe(200);
    }
    const fresh = new Browser(server.baseUrl, { "x-forwarded-for": "192.0.2.200" });
    const answer = await login(fresh, PASSWORD, "anna.neri@example.com");
    expect(answer.status).toBe(429);
    expect(authEvents(server, "login.locked")).toBeGreaterThanOrEqual(2);
  });
});

/**
 * Issue 39 item 1: a client with an IPv6 /64 may change address per request, and an IPv4 client may be
 * seen as `::ffff:a.b.c.d`: each is one client to every per-address limit.
 */
describe("per-address limits count an IPv6 client by its /64 (Dev, TRUST_PROXY=1: Prod's upstream would refuse the logins' test reCAPTCHA)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { TRUST_PROXY: "1", RATE_LIMIT_SENSITIVE_PER_MINUTE: "5", RATE_LIMIT_PER_MINUTE: "100", LOGIN_FAILURES_PER_ACCOUNT_AND_IP: "3" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  const from = (address: string) => new Browser(server.baseUrl, { "x-forwarded-for": address });

  it("the sixth strict post from a /64 is 429 though each came from a new address", async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 8; index += 1) {
      const browser = from(`2001:db8:7:7::${index.toString(16)}`);
      const csrf = await browser.csrf(CLIENT_LOGIN);
      // A new name each time: the login lock (3 here) must not be what refuses.
      statuses.push((await browser.post(CLIENT_LOGIN, { csrf, username: `nobody-${index}@example.com`, prefix: "+39", password: "x" })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it("the login lock of one address of a /64 holds for the next one", async () => {
    for (let index = 1; index <= 3; index += 1) {
      expect((await login(from(`2001:db8:7:8::${index}`), `wrong-${index}`, "luca.verdi@example.com")).status).toBe(200);
    }
    const answer = await login(from("2001:db8:7:8:aaaa:bbbb:cccc:dddd"), PASSWORD, "luca.verdi@example.com");
    expect(answer.status).toBe(429);
    expect(answer.body).toContain("Troppi tentativi di accesso non riusciti per questo account");
    // Another /64 is another client.
    expect((await login(from("2001:db8:7:9::1"), PASSWORD, "luca.verdi@example.com")).status).toBe(303);
  });

  it("an IPv4 address and its IPv6-mapped spellings share one bucket", async () => {
    const spellings = ["198.51.100.9", "::ffff:198.51.100.9", "::FFFF:c633:6409", "0:0:0:0:0:ffff:198.51.100.9", "198.51.100.9", "::ffff:198.51.100.9"];
    const statuses: number[] = [];
    for (const address of spellings) {
      const browser = from(address);
      statuses.push((await browser.post(`/reset-password?client=parcheggi-web`, { a: "b" })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
