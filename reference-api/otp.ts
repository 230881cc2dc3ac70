import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Transaction } from "@electric-sql/pglite";
import { addSeconds } from "./clock";
import type { Context } from "./context";
import {
  OTP_BLOCK_SECONDS,
  OTP_LENGTH,
  OTP_LIFETIME_SECONDS,
  OTP_MAX_SENDS,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_SEND_INTERVAL_SECONDS,
  OTP_SEND_WINDOW_SECONDS,
} from "./limits";

export type OtpChannel = "sms" | "email";

/** A code is valid only in the flow that sent it: an SMS for a thin registration cannot confirm a pending phone. */
export type OtpFlow = "confirm-phone" | "change-phone" | "confirm-email" | "thin-phone" | "thin-email";

export interface OtpRequest {
  accountId: number;
  flow: OtpFlow;
  channel: OtpChannel;
  /** The phone number (E.164) or e-mail address the code goes to; a code is bound to it. */
  target: string;
}

export type SendResult =
  | { kind: "sent"; code: string; nextSendAt: Date; remaining: number }
  | { kind: "tooEarly"; nextSendAt: Date; remaining: number }
  | { kind: "blocked"; blockedUntil: Date };

export type VerifyResult =
  | { kind: "ok" }
  | { kind: "wrong"; remaining: number }
  | { kind: "expired" }
  | { kind: "blocked"; blockedUntil: Date };

interface Guard {
  failedAttempts: number;
  sends: number;
  lastSentAt: Date | null;
  lastTarget: string | null;
  blockedUntil: Date | null;
}

/**
 * One guard per account and channel counts wrong codes and sends across all flows, so that
 * moving between flows or numbers does not buy more attempts. A block that has run out, or a
 * send window that has passed, starts the counters again.
 */
async function loadGuard(tx: Transaction, accountId: number, channel: OtpChannel, now: Date): Promise<Guard> {
  const result = await tx.query<{
    failed_attempts: number;
    sends: number;
    last_sent_at: Date | null;
    last_target: string | null;
    blocked_until: Date | null;
  }>("select * from otp_guards where account_id = $1 and channel = $2 for update", [accountId, channel]);
  const row = result.rows[0];
  const guard: Guard = row
    ? {
        failedAttempts: row.failed_attempts,
        sends: row.sends,
        lastSentAt: row.last_sent_at,
        lastTarget: row.last_target,
        blockedUntil: row.blocked_until,
      }
    : { failedAttempts: 0, sends: 0, lastSentAt: null, lastTarget: null, blockedUntil: null };
  if (guard.blockedUntil && guard.blockedUntil <= now) {
    return { ...guard, failedAttempts: 0, sends: 0, blockedUntil: null };
  }
  if (guard.lastSentAt && addSeconds(guard.lastSentAt, OTP_SEND_WINDOW_SECONDS) <= now) {
    return { ...guard, sends: 0 };
  }
  return guard;
}

async function saveGuard(tx: Transaction, accountId: number, channel: OtpChannel, guard: Guard): Promise<void> {
  await tx.query(
    `insert into otp_guards (account_id, channel, failed_attempts, sends, last_sent_at, last_target, blocked_until)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (account_id, channel) do update set failed_attempts = excluded.failed_attempts, sends = excluded.sends,
       last_sent_at = excluded.last_sent_at, last_target = excluded.last_target, blocked_until = excluded.blocked_until`,
    [accountId, channel, guard.failedAttempts, guard.sends, guard.lastSentAt, guard.lastTarget, guard.blockedUntil],
  );
}

function hashCode(ctx: Context, request: OtpRequest, code: string): string {
  return createHmac("sha256", ctx.otpPepper).update(`${request.flow}\n${request.target}\n${code}`).digest("hex");
}

async function invalidateCodes(tx: Transaction, accountId: number, channel: OtpChannel, now: Date): Promise<void> {
  const flows: OtpFlow[] = channel === "sms" ? ["confirm-phone", "change-phone", "thin-phone"] : ["confirm-email", "thin-email"];
  await tx.query("update otp_codes set consumed_at = $1 where account_id = $2 and flow = any($3) and consumed_at is null", [
    now,
    accountId,
    flows,
  ]);
}

async function block(tx: Transaction, request: OtpRequest, guard: Guard, now: Date): Promise<Date> {
  const blockedUntil = addSeconds(now, OTP_BLOCK_SECONDS);
  await saveGuard(tx, request.accountId, request.channel, { ...guard, blockedUntil });
  await invalidateCodes(tx, request.accountId, request.channel, now);
  return blockedUntil;
}

/**
 * Creates a new code unless the guard forbids it. The 60-second interval applies to the same
 * target only: a person who typed a wrong number must be able to correct it at once, while the
 * send count still bounds how many messages they can trigger.
 */
export function issueCode(ctx: Context, request: OtpRequest): Promise<SendResult> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const guard = await loadGuard(tx, request.accountId, request.channel, now);
    if (guard.blockedUntil) return { kind: "blocked", blockedUntil: guard.blockedUntil };
    if (guard.lastSentAt && guard.lastTarget === request.target) {
      const nextSendAt = addSeconds(guard.lastSentAt, OTP_SEND_INTERVAL_SECONDS);
      if (now < nextSendAt) return { kind: "tooEarly", nextSendAt, remaining: OTP_MAX_SENDS - guard.sends };
    }
    if (guard.sends >= OTP_MAX_SENDS) return { kind: "blocked", blockedUntil: await block(tx, request, guard, now) };

    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
    await tx.query("update otp_codes set consumed_at = $1 where account_id = $2 and flow = $3 and consumed_at is null", [
      now,
      request.accountId,
      request.flow,
    ]);
    await tx.query(
      "insert into otp_codes (account_id, flow, target, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)",
      [request.accountId, request.flow, request.target, hashCode(ctx, request, code), now, addSeconds(now, OTP_LIFETIME_SECONDS)],
    );
    const sends = guard.sends + 1;
    await saveGuard(tx, request.accountId, request.channel, { ...guard, sends, lastSentAt: now, lastTarget: request.target });
    return { kind: "sent", code, nextSendAt: addSeconds(now, OTP_SEND_INTERVAL_SECONDS), remaining: OTP_MAX_SENDS - sends };
  });
}

/** When the next send for this account and channel will be accepted, for answers that show a countdown. */
export function nextSendAt(ctx: Context, accountId: number, channel: OtpChannel): Promise<Date | undefined> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const guard = await loadGuard(tx, accountId, channel, now);
    if (guard.blockedUntil) return guard.blockedUntil;
    if (!guard.lastSentAt) return undefined;
    const next = addSeconds(guard.lastSentAt, OTP_SEND_INTERVAL_SECONDS);
    return next > now ? next : undefined;
  });
}

/**
 * Only the newest unused code of the flow and target is checked. A used, replaced or invalidated
 * code therefore counts as a wrong attempt like any other wrong code. The fifth wrong attempt
 * blocks the channel and discards outstanding codes; while blocked even the right code is refused.
 */
export function verifyCode(ctx: Context, request: OtpRequest, code: string): Promise<VerifyResult> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const guard = await loadGuard(tx, request.accountId, request.channel, now);
    if (guard.blockedUntil) return { kind: "blocked", blockedUntil: guard.blockedUntil };

    const result = await tx.query<{ id: number; code_hash: string; expires_at: Date }>(
      `select id, code_hash, expires_at from otp_codes
       where account_id = $1 and flow = $2 and target = $3 and consumed_at is null order by id desc limit 1`,
      [request.accountId, request.flow, request.target],
    );
    const stored = result.rows[0];
    if (stored && stored.expires_at <= now) return { kind: "expired" };

    const expected = stored ? Buffer.from(stored.code_hash, "hex") : Buffer.alloc(32);
    const actual = Buffer.from(hashCode(ctx, request, code), "hex");
    if (stored && timingSafeEqual(expected, actual)) {
      await tx.query("update otp_codes set consumed_at = $1 where id = $2", [now, stored.id]);
      await saveGuard(tx, request.accountId, request.channel, { ...guard, failedAttempts: 0, sends: 0 });
      return { kind: "ok" };
    }

    const failedAttempts = guard.failedAttempts + 1;
    if (failedAttempts >= OTP_MAX_WRONG_ATTEMPTS) {
      return { kind: "blocked", blockedUntil: await block(tx, request, { ...guard, failedAttempts }, now) };
    }
    await saveGuard(tx, request.accountId, request.channel, { ...guard, failedAttempts });
    return { kind: "wrong", remaining: OTP_MAX_WRONG_ATTEMPTS - failedAttempts };
  });
}

/** Codes are typed on phones: spaces and dashes are dropped; anything but six digits is not a code. */
export function normalizeCode(raw: unknown): string | undefined {
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  const code = String(raw).replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? code : undefined;
}
