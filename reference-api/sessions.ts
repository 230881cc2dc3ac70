import { createHash, randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { addSeconds } from "./clock";
import type { Context } from "./context";
import { readCookie, setCookie } from "./cookies";
import { SESSION_IDLE_SECONDS, SESSION_REMEMBER_ME_SECONDS } from "./limits";
import type { Phone } from "./validation";

export const SESSION_COOKIE = "ra_session";

/** pending: an action is owed after a login or sign-up; thin: a thin registration is being finished; auth: logged in. */
export type SessionKind = "pending" | "thin" | "auth";

export type ThinStep = "checkPhone" | "confirmPhone" | "validateEmail" | "confirmEmail" | "getPassword";

export interface SessionData {
  loginClient?: string;
  loginRedirect?: string;
  rememberMe?: boolean;
  /** A new number asked for with RequestCellChange, waiting for its SMS code. */
  cellChange?: Phone;
  thin?: { step: ThinStep; email?: string; name?: string; surname?: string };
}

export interface Session {
  idHash: string;
  kind: SessionKind;
  accountId: number;
  data: SessionData;
}

function hashId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

function lifetimeSeconds(session: Pick<Session, "kind" | "data">): number {
  return session.kind === "auth" && session.data.rememberMe ? SESSION_REMEMBER_ME_SECONDS : SESSION_IDLE_SECONDS;
}

export async function loadSession(ctx: Context, req: Request): Promise<Session | undefined> {
  const id = readCookie(req, SESSION_COOKIE);
  if (!id) return undefined;
  const now = ctx.now();
  const result = await ctx.db.query<{ id_hash: string; kind: SessionKind; account_id: number; data: SessionData }>(
    "select id_hash, kind, account_id, data from sessions where id_hash = $1 and expires_at > $2",
    [hashId(id), now],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const session = { idHash: row.id_hash, kind: row.kind, accountId: row.account_id, data: row.data };
  await saveSession(ctx, session);
  return session;
}

/** Sliding expiry: every use of a session keeps it alive for another idle period. */
export async function saveSession(ctx: Context, session: Session): Promise<void> {
  await ctx.db.query("update sessions set kind = $1, data = $2, expires_at = $3 where id_hash = $4", [
    session.kind,
    JSON.stringify(session.data),
    addSeconds(ctx.now(), lifetimeSeconds(session)),
    session.idHash,
  ]);
}

/** A new identifier on every start of a flow, so a session id seen before a login is worthless after it. */
export async function startSession(
  ctx: Context,
  req: Request,
  res: Response,
  kind: SessionKind,
  accountId: number,
  data: SessionData,
): Promise<Session> {
  const previous = readCookie(req, SESSION_COOKIE);
  if (previous) await ctx.db.query("delete from sessions where id_hash = $1", [hashId(previous)]);
  const id = randomBytes(32).toString("base64url");
  const now = ctx.now();
  const session: Session = { idHash: hashId(id), kind, accountId, data };
  await ctx.db.query(
    "insert into sessions (id_hash, kind, account_id, data, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)",
    [session.idHash, kind, accountId, JSON.stringify(data), now, addSeconds(now, lifetimeSeconds(session))],
  );
  setCookie(req, res, SESSION_COOKIE, id, {
    httpOnly: true,
    // A login starts as pending and becomes auth in place, so the cookie's lifetime follows the wish, not the kind;
    // the database expiry still decides.
    ...(data.rememberMe ? { maxAgeSeconds: SESSION_REMEMBER_ME_SECONDS } : {}),
  });
  return session;
}
