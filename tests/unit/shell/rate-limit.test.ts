import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { rateLimits } from "../../../server/rate-limit";

function run(handler: ReturnType<typeof rateLimits>, path: string, ip = "10.0.0.1", method = "POST") {
  let status = 0;
  let passed = false;
  const res = {
    setHeader: () => res,
    status: (code: number) => {
      status = code;
      return res;
    },
    type: () => res,
    send: () => res,
  } as unknown as Response;
  handler({ method, path, ip } as Request, res, () => {
    passed = true;
  });
  return passed ? "next" : status;
}

describe("rate limits", () => {
  it("refuses the login post after the sensitive limit, per IP, until the minute turns", () => {
    let now = 0;
    const handler = rateLimits({ perMinute: 10, sensitivePerMinute: 3, now: () => now });
    expect([1, 2, 3].map(() => run(handler, "/auth/client_login"))).toEqual(["next", "next", "next"]);
    expect(run(handler, "/auth/client_login")).toBe(429);
    expect(run(handler, "/reset-password")).toBe(429);
    expect(run(handler, "/auth/client_login", "10.0.0.2")).toBe("next");
    now = 60_000;
    expect(run(handler, "/auth/client_login")).toBe("next");
  });

  it("gives other actions the wider limit and never counts GETs", () => {
    const handler = rateLimits({ perMinute: 2, sensitivePerMinute: 1, now: () => 0 });
    expect(run(handler, "/pending-operation/change-mobile")).toBe("next");
    expect(run(handler, "/pending-operation/change-mobile")).toBe("next");
    expect(run(handler, "/pending-operation/change-mobile")).toBe(429);
    expect(run(handler, "/auth/client_login", "10.0.0.1", "GET")).toBe("next");
  });
});
