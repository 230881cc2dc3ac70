import { randomBytes } from "node:crypto";
import express from "express";
import type { ErrorRequestHandler } from "express";
import { antiforgery } from "./antiforgery";
import type { Clock } from "./clock";
import { DEFAULT_CLIENT_REDIRECTS } from "./clients";
import type { AppEnv, Context } from "./context";
import type { Database, DatabaseOption } from "./db/database";
import { openDatabase } from "./db/database";
import { sendFailure } from "./dialect";
import { JSON_BODY_LIMIT } from "./limits";
import type { OutboxMessage } from "./outbox";
import { listOutbox } from "./outbox";
import type { RecaptchaVerifier } from "./recaptcha";
import { googleSiteverify, refuseAllRecaptcha } from "./recaptcha";
import { createFreshAccounts, FRESH_STATE_NAMES, isFreshState } from "./fresh-accounts";
import { accountRoutes } from "./routes/account";
import { configurationRoutes } from "./routes/configuration";
import { loginRoutes } from "./routes/login";
import { outboxRoutes } from "./routes/outbox";
import { pendingRoutes } from "./routes/pending";
import { signUpRoutes } from "./routes/signup";
import { thinRoutes } from "./routes/thin";
import { seedDemoAccounts } from "./seed";

export type { AppEnv } from "./context";
export type { OutboxMessage } from "./outbox";
export type { RecaptchaVerifier } from "./recaptcha";

export const DEFAULT_DATABASE_DIR = "data/reference-api";
/** Where `npm run reference-api` listens unless told otherwise (main.ts). */
export const DEFAULT_PUBLIC_URL = "http://127.0.0.1:4000/";

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

export interface ReferenceApiOptions {
  appEnv: AppEnv;
  database: DatabaseOption;
  /** Google reCAPTCHA secret; without it (and outside the Dev/Test bypass) every token is refused. */
  recaptchaSecret?: string;
  /** Replaces the verifier derived from recaptchaSecret, e.g. in tests. */
  recaptchaVerifier?: RecaptchaVerifier;
  /**
   * Dev/Test: `IsTestRecaptcha: true` still passes any token, but an empty `g-recaptcha-response` is
   * refused, as a real upstream refuses a page that got no token from Google's script. The application
   * turns it on with `RECAPTCHA_SITE_KEY`, so a test of the site-key setup meets the refusal (decision 140).
   */
  testRecaptchaNeedsToken?: boolean;
  clientRedirects?: Record<string, string>;
  /** The host of the web app that reads the codes (WebOTP's `@host #code` line); "localhost" by default. */
  webOtpHost?: string;
  /**
   * The absolute address people reach this API at, from configuration (never a request's Host header,
   * which the client writes): the confirmation e-mail's link starts with it, as a mail program cannot
   * resolve a relative one. Embedded, the app's origin and /reference-api/; DEFAULT_PUBLIC_URL alone.
   */
  publicUrl?: string;
  now?: Clock;
  /**
   * Where its unexpected errors go. Embedded, the application's logger at debug level (issue 11
   * item 10); alone, stderr. Only the message and code: a database error carries the SQL and its
   * parameters (an e-mail, a password hash), which must never reach a log.
   */
  logError?: (fields: { message: string; code?: string }) => void;
}

export interface ReferenceApi {
  handler: express.Router;
  close(): Promise<void>;
  outbox(): Promise<OutboxMessage[]>;
  /** Puts every demo account back in its documented state. */
  resetDemoAccounts(): Promise<void>;
}

async function setting(db: Database, key: string, create: () => string): Promise<string> {
  await db.query("insert into settings (key, value) values ($1, $2) on conflict (key) do nothing", [key, create()]);
  const result = await db.query<{ value: string }>("select value from settings where key = $1", [key]);
  return result.rows[0]?.value ?? "";
}

type LogError = NonNullable<ReferenceApiOptions["logError"]>;

const stderrLog: LogError = (fields) => process.stderr.write(`reference-api: ${JSON.stringify(fields)}\n`);

const errorHandler =
  (logError: LogError): ErrorRequestHandler =>
  (error: { type?: string; status?: number; message?: string; code?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === "entity.too.large") return sendFailure(res, "ERR", "Richiesta troppo grande", {}, 413);
    if (error.status === 400 || error.type === "entity.parse.failed") {
      return sendFailure(res, "ERR", "Richiesta non valida", {}, 400);
    }
    logError({ message: String(error.message ?? "error"), ...(typeof error.code === "string" ? { code: error.code } : {}) });
    sendFailure(res, "ERR_GENERIC", "Errore imprevisto", {}, 500);
  };

/**
 * Builds the reference implementation of the upstream API (spec §7) as an Express router, to
 * be mounted under /reference-api by the application server or served alone by main.ts.
 */
export async function createReferenceApi(options: ReferenceApiOptions): Promise<ReferenceApi> {
  const db = await openDatabase(options.database);
  const now = options.now ?? (() => new Date());
  const ctx: Context = {
    db,
    now,
    appEnv: options.appEnv,
    clientRedirects: options.clientRedirects ?? DEFAULT_CLIENT_REDIRECTS,
    webOtpHost: options.webOtpHost ?? "localhost",
    publicUrl: withSlash(options.publicUrl ?? DEFAULT_PUBLIC_URL),
    recaptcha:
      options.recaptchaVerifier ??
      (options.recaptchaSecret ? googleSiteverify(options.recaptchaSecret) : refuseAllRecaptcha),
    testRecaptchaNeedsToken: options.testRecaptchaNeedsToken ?? false,
    otpPepper: await setting(db, "otp_pepper", () => randomBytes(32).toString("hex")),
  };
  await seedDemoAccounts(db, now(), { reset: false });

  const router = express.Router({ caseSensitive: false });
  router.use(antiforgery);
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  loginRoutes(router, ctx);
  signUpRoutes(router, ctx);
  accountRoutes(router, ctx);
  pendingRoutes(router, ctx);
  thinRoutes(router, ctx);
  configurationRoutes(router, ctx);
  if (options.appEnv === "Dev" || options.appEnv === "Test") {
    // `{ "State": "needConfirmPhone" }`: a new account of its own for each test (decision 152).
    router.post("/demo/accounts", async (req, res) => {
      const state: unknown = req.body?.State;
      if (!isFreshState(state)) return sendFailure(res, "ERR", `State: one of ${FRESH_STATE_NAMES.join(", ")}`, {}, 400);
      res.json({ Success: true, Accounts: await createFreshAccounts(db, now(), state) });
    });
  }
  if (options.appEnv !== "Prod") {
    outboxRoutes(router, ctx);
    // `{ "Key": "marco.ricci" }` resets one demo account, so tests walking different ones do not collide.
    router.post("/demo/reset", async (req, res) => {
      const key = typeof req.body?.Key === "string" ? req.body.Key : undefined;
      await seedDemoAccounts(db, now(), { reset: true, only: key });
      res.json({ Success: true });
    });
  }
  router.use((_req, res) => sendFailure(res, "ERR", "Risorsa non trovata", {}, 404));
  router.use(errorHandler(options.logError ?? stderrLog));

  return {
    handler: router,
    close: () => db.close(),
    outbox: () => listOutbox(db),
    resetDemoAccounts: () => seedDemoAccounts(db, now(), { reset: true }),
  };
}
