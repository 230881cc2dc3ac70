import type { RequestHandler } from "express";
import { sendTooManyRequests } from "./too-many-requests";

type Rule = { test: (path: string) => boolean; perMinute: number; name: string };

/**
 * Design §7: per-IP limits on every action, tighter where a guess is worth something (login, codes,
 * password reset). Counters live in memory, in fixed one-minute windows; one instance behind a load
 * balancer limits its own share, which is the documented default until REDIS_URL is supported.
 */
export function rateLimits(options: { perMinute: number; sensitivePerMinute: number; now?: () => number }): RequestHandler {
  const now = options.now ?? Date.now;
  const rules: Rule[] = [
    {
      name: "sensitive",
      test: (path) => /^\/(auth|reset-password|pending-operation\/(confirm-mobile|email-selection))\b/.test(path),
      perMinute: options.sensitivePerMinute,
    },
    { name: "actions", test: () => true, perMinute: options.perMinute },
  ];
  const counters = new Map<string, { window: number; count: number }>();

  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const window = Math.floor(now() / 60_000);
    const rule = rules.find((candidate) => candidate.test(req.path))!;
    const key = `${rule.name}:${req.ip ?? "unknown"}`;
    const counter = counters.get(key);
    const current = counter && counter.window === window ? counter : { window, count: 0 };
    current.count += 1;
    counters.set(key, current);
    if (counters.size > 50_000) {
      for (const [stale, value] of counters) if (value.window !== window) counters.delete(stale);
    }
    if (current.count > rule.perMinute) {
      sendTooManyRequests(req, res, 60 - Math.floor((now() % 60_000) / 1000));
      return;
    }
    next();
  };
}
