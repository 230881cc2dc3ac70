import type { Request, Response } from "express";
import { copyOf, type Copy } from "./language";
import { refuse, type RefusalWords } from "./refuse";

/**
 * The answer to a request refused for too many attempts (HTTP 429, issues 12 and 21): the branded
 * refusal with the wait said once, `Retry-After` for clients that read it, never cached. Any limiter
 * calls `sendTooManyRequests`; it knows nothing about how counting works.
 */

/** "3 minuti", "2 ore": whole minutes, never 0 ("tra 0 minuti" would invite a retry that fails again). */
export function waitText(security: Copy["security"], ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes < 120 ? security.minutes(minutes) : security.hours(Math.ceil(minutes / 60));
}

/** What a 429 says: the general words, or a limit's own (a locked login, capped SMS, the daily cap). */
export type TooManyWords = RefusalWords & { resetPassword?: boolean };

export function sendTooManyRequests(req: Request, res: Response, retryAfterSeconds: number, words?: TooManyWords): void {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  res.setHeader("Retry-After", String(seconds));
  const { security } = copyOf(res);
  const { resetPassword, ...said }: TooManyWords = words ?? security.tooMany;
  refuse(res, 429, { ...said, todo: said.todo ?? security.wait(waitText(security, seconds * 1000)) }, { resetPassword });
}
