import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { relayedCookieHeader, testClient } from "./setup";

/** A local port that nothing listens on any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

// No msw here: the failure must be Node's own, so that the "never reached" test is the real one.
describe("real network failures", () => {
  it("classifies Node's refused connection as never reaching the upstream, so a POST is retried", async () => {
    const port = await closedPort();
    const delays: number[] = [];
    const client = testClient({
      baseUrl: `http://127.0.0.1:${port}/reference-api`,
      retryAttempts: 2,
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    const result = await client.confirmPinSms({ cookies: relayedCookieHeader(["XSRF-TOKEN=t"]) }, { PinSms: "1" });
    expect(delays).toEqual([500, 2000]);
    expect(client.sent).toHaveLength(3);
    expect(result).toMatchObject({ ok: false, error: { kind: "network", reason: "unreachable", attempts: 3 } });
  });
});
