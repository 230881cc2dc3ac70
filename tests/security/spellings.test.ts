import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, CLIENT_LOGIN, PASSWORD, startApp, startRedis, type Started } from "./support/server";
import { rawRequest } from "./support/raw";

const QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

/** The screens of issue 20's attack run, each with a form its action would read. */
const SCREENS: { path: string; fields: Record<string, string> }[] = [
  { path: "/auth/client_login", fields: { username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD } },
  { path: "/reset-password", fields: { email: "mario.rossi@example.com" } },
  { path: "/sign-up", fields: { firstName: "A" } },
  { path: "/pending-operation/change-mobile", fields: { mobileCountryCode: "+39", mobileNumber: "3401112222" } },
];

/** Spellings of one path that a URL parser or React Router would read as the screen itself. */
const NON_CANONICAL = (path: string) => {
  const [first, ...rest] = path.slice(1).split("/");
  const tail = rest.length ? `/${rest.join("/")}` : "";
  return [
    `/x/..${path}`,
    `/x\\..${path.replaceAll("/", "\\")}`,
    `/${first}/.${tail}`,
    `/${first}/%2e${tail}`,
    `/${first}/%2E%2E/${first}${tail}`,
    `${path}/.`,
    `${path}/.data`,
    `${path}/..`,
    `/${first}%5c${rest.join("%5c")}`,
  ];
};

/** Spellings React Router accepts and that must meet the very same counters as the path. */
const ACCEPTED = (path: string) => [path, path.toUpperCase(), `${path}/`, `${path}.data`, `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`];

function post(server: Started, browser: Browser, target: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return rawRequest(server.baseUrl, {
    method: "POST",
    target,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, cookie: browser.cookieHeader(), ...browser.headers, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** 25 posts from one address, cycling through the accepted spellings of a path: 20 answered, 5 refused. */
async function expectOneBucketOf20(server: Started, address: string, path: string, fields: (index: number) => Record<string, string>): Promise<Browser> {
  const browser = new Browser(server.baseUrl, { "x-forwarded-for": address });
  const csrf = await browser.csrf(CLIENT_LOGIN);
  const spellings = ACCEPTED(path);
  const statuses: number[] = [];
  for (let index = 0; index < 25; index += 1) {
    statuses.push((await post(server, browser, `${spellings[index % spellings.length]}?${QUERY}`, { csrf, ...fields(index) })).status);
  }
  expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
  expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  return browser;
}

describe("issue 20: one spelling per path (Dev)", () => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp("Dev", { TRUST_PROXY: "1", RATE_LIMIT_SENSITIVE_PER_MINUTE: "20", LOGIN_FAILURES_PER_ACCOUNT_AND_IP: "3" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  describe.each(SCREENS)("$path", ({ path, fields }) => {
    it.each(NON_CANONICAL(path))("%s is refused with 400 before anything runs", async (target) => {
      const browser = new Browser(server.baseUrl, { "x-forwarded-for": "198.51.100.40" });
      const csrf = await browser.csrf(CLIENT_LOGIN);
      const answer = await post(server, browser, `${target}?${QUERY}`, { csrf, ...fields });
      expect(answer.status).toBe(400);
      expect(answer.body).toContain("Richiesta non valida");
    });
  });

  it.each(["*", "http://127.0.0.1/auth/client_login", "https://other.example/auth/client_login"])("GET %s (not origin-form) is 400, not 500", async (target) => {
    const answer = await rawRequest(server.baseUrl, { method: "GET", target });
    expect(answer.status).toBe(400);
  });

  it("25 login posts through every accepted spelling meet one strict bucket of 20", async () => {
    await expectOneBucketOf20(server, "198.51.100.41", "/auth/client_login", (index) => ({ username: `nobody${index}@example.com`, prefix: "+39", password: "x" }));
  });

  it("after a lock, the mobile spelled any way (and the prefix +0039) is locked too", async () => {
    const browser = new Browser(server.baseUrl, { "x-forwarded-for": "198.51.100.42" });
    const csrf = await browser.csrf(CLIENT_LOGIN);
    for (let index = 0; index < 3; index += 1) {
      const wrong = await browser.post(CLIENT_LOGIN, { csrf, username: "3401234567", prefix: "+39", password: "wrong-password" });
      expect(wrong.status).toBe(200);
    }
    const spellings: [string, string][] = [
      ["3401234567", "+39"],
      ["+39 3401234567", "+39"],
      ["0039 3401234567", "+39"],
      ["340/123/4567", "+39"],
      ["340.123.4567", "+39"],
      ["+39 340-123-4567", "+44"],
      ["3401234567", "+0039"],
    ];
    for (const [username, prefix] of spellings) {
      const answer = await browser.post(CLIENT_LOGIN, { csrf, username, prefix, password: PASSWORD });
      expect({ username, prefix, status: answer.status }).toEqual({ username, prefix, status: 429 });
      expect(await answer.text()).toContain("Troppi tentativi di accesso non riusciti per questo account");
    }
    // The lock is per address: the customer on another network still logs in.
    const elsewhere = new Browser(server.baseUrl, { "x-forwarded-for": "198.51.100.43" });
    const token = await elsewhere.csrf(CLIENT_LOGIN);
    const own = await elsewhere.post(CLIENT_LOGIN, { csrf: token, username: "+39 340 123 4567", prefix: "+39", password: PASSWORD });
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe("https://parcheggi.example.it/");
  });
});

describe.each(["Dev", "Prod"] as const)("issue 20 with Redis (%s)", (mode) => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let server: Started;
  beforeAll(async () => {
    redis = await startRedis();
    server = await startApp(mode, { REDIS_URL: redis.url, TRUST_PROXY: "1", RATE_LIMIT_SENSITIVE_PER_MINUTE: "20" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  it("25 posts through every accepted spelling of sign-up meet one strict bucket of 20, counted in Redis", async () => {
    const browser = await expectOneBucketOf20(server, "198.51.100.51", "/sign-up", (index) => ({ firstName: `A${index}` }));
    const csrf = await browser.csrf(CLIENT_LOGIN);
    for (const target of NON_CANONICAL("/sign-up")) expect((await post(server, browser, `${target}?${QUERY}`, { csrf })).status).toBe(400);
  });

  it("Redis down: every accepted spelling of every screen answers 503, every other one 400", async () => {
    const browser = new Browser(server.baseUrl, { "x-forwarded-for": "198.51.100.50" });
    const csrf = await browser.csrf(CLIENT_LOGIN);
    await redis.stop();
    for (const { path, fields } of [...SCREENS, { path: "/feedback/404", fields: {} }]) {
      for (const target of ACCEPTED(path)) {
        const answer = await post(server, browser, `${target}?${QUERY}`, { csrf, ...fields });
        expect({ target, status: answer.status }).toEqual({ target, status: 503 });
      }
      for (const target of NON_CANONICAL(path)) {
        expect((await post(server, browser, `${target}?${QUERY}`, { csrf, ...fields })).status).toBe(400);
      }
    }
  });
});
