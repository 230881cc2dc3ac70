import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { rawRequest } from "./support/raw";
import { Browser, CLIENT_LOGIN, PASSWORD, startApp, type Started } from "./support/server";
import { LANGUAGE_PARAMETER } from "../../app/language";

/** A Sentry ingestion endpoint in a few lines: every envelope posted to it, as the raw text sent. */
class Sink {
  readonly envelopes: string[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (req.method === "POST" && /^\/api\/\d+\/envelope\/(\?|$)/.test(req.url ?? "")) {
        this.envelopes.push((req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"));
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The error events received: an envelope is a header line, then an item header and a payload per item. */
  events(): Array<Record<string, unknown> & { tags?: Record<string, string> }> {
    return this.envelopes.flatMap((envelope) => {
      const lines = envelope.split("\n");
      const events = [];
      for (let index = 1; index + 1 < lines.length; index += 2) {
        if ((JSON.parse(lines[index]!) as { type?: string }).type === "event") events.push(JSON.parse(lines[index + 1]!));
      }
      return events;
    });
  }
}

const EMAIL = "mario.rossi@example.com";

describe("server errors reach Sentry, with no secret (issue 22, decision 148)", () => {
  const sink = new Sink();
  let server: Started;
  beforeAll(async () => {
    const port = await sink.start();
    server = await startApp("Dev", { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1` });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sink.stop();
  });

  it("a loader, an action, a render and an Express-layer error each arrive once, with the route and request id", async () => {
    const browser = new Browser(server.baseUrl);
    const csrf = await browser.csrf(CLIENT_LOGIN);
    // A signed-in looking session: status set, so the cookie holds more than an empty session.
    await browser.get(`/__test/session?status=${AccountStatus.active}&next=/`);
    // Every cookie but the language's ("it"), which is a choice, not a secret (decision 164).
    const secrets = [EMAIL, PASSWORD, csrf, ...[...browser.cookies].filter(([name]) => name !== LANGUAGE_PARAMETER).map(([, value]) => value)];
    expect(browser.cookies.size).toBeGreaterThanOrEqual(2);

    const answers = {
      loader: await browser.get("/__test/session?explode"),
      render: await browser.get("/__test/session?explode=render"),
      action: await browser.post("/__test/session?explode", { csrf, username: EMAIL, password: PASSWORD }),
      express: await browser.get("/__test/session?explode=express"),
    };
    const ids: Record<string, string> = {};
    for (const [name, answer] of Object.entries(answers)) {
      await answer.text();
      expect(answer.status, name).toBe(500);
      ids[name] = answer.headers.get("x-request-id")!;
      expect(ids[name], name).toBeTruthy();
    }

    const until = Date.now() + 20_000;
    const arrived = () => Object.values(ids).every((id) => sink.events().some((event) => event.tags?.requestId === id));
    while (!arrived() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrived(), `events received: ${JSON.stringify(sink.events().map((event) => event.tags))}`).toBe(true);

    for (const [name, id] of Object.entries(ids)) {
      const events = sink.events().filter((event) => event.tags?.requestId === id);
      expect(events, name).toHaveLength(1);
      const [event] = events as [Record<string, unknown> & { tags: Record<string, string> }];
      expect(event.tags.routeId, name).toBe("routes/test-session");
      expect(event.environment, name).toBe("Dev");
      const exception = (event.exception as { values: Array<{ value: string; stacktrace?: { frames: unknown[] } }> }).values.at(-1)!;
      expect(exception.stacktrace?.frames.length, name).toBeGreaterThan(0);
    }
    // The action's error quoted what was typed; the report keeps the rest of the message.
    const action = sink.events().find((event) => event.tags?.requestId === ids.action)!;
    expect(JSON.stringify(action.exception)).toContain("Test failure in an action for [email] with [redacted]");

    const raw = sink.envelopes.join("\n");
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toContain(encodeURIComponent(EMAIL));
  });

  it("a thrown 404 is no error, and the browser still gets its DSN", async () => {
    const before = sink.envelopes.length;
    const browser = new Browser(server.baseUrl);
    const page = await browser.get(CLIENT_LOGIN);
    expect(await page.text()).toContain('<meta name="sentry-dsn"');
    expect((await browser.post("/__test/session", { csrf: "x" })).status).toBe(404);
    // An error sent after these shows the sink has seen everything they could have made.
    const marker = await browser.get("/__test/session?explode");
    const markerId = marker.headers.get("x-request-id");
    await marker.text();
    const until = Date.now() + 20_000;
    while (!sink.events().some((event) => event.tags?.requestId === markerId) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    const since = sink.envelopes.slice(before).join("\n");
    expect(since).toContain(markerId);
    expect(since.match(/"type":"event"/g)).toHaveLength(1);
  });

  it("a Host the server cannot parse is a 400 and no event (issue 39 item 7)", async () => {
    const before = sink.envelopes.length;
    for (const host of ["127.0.0.1:99999", "a.1", "[1:2:3]"]) {
      const answer = await rawRequest(server.baseUrl, { method: "GET", target: CLIENT_LOGIN, headers: { host } });
      expect(answer.status, host).toBe(400);
    }
    const marker = await new Browser(server.baseUrl).get("/__test/session?explode");
    const markerId = marker.headers.get("x-request-id");
    await marker.text();
    const until = Date.now() + 20_000;
    while (!sink.events().some((event) => event.tags?.requestId === markerId) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    const since = sink.envelopes.slice(before).join("\n");
    expect(since).toContain(markerId);
    expect(since.match(/"type":"event"/g)).toHaveLength(1);
  });
});
