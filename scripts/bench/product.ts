import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startProcess, stopChild, waitReady, type Started } from "./processes";

export type Running = Started & { stop: () => Promise<void> };

/**
 * Decision 120: the bench posts the same account thousands of times a minute from one address, as no
 * visitor would. An operator load-testing the product raises the per-IP limits through the product's
 * own configuration; the bench does the same, so it does not depend on APP_ENV=Test's defaults and the
 * security rules themselves are untouched. The per-account failure limits stay as they are: every
 * bench login succeeds, and a success resets them.
 */
export const LOAD_TEST_LIMITS = {
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_SENSITIVE_PER_MINUTE: "1000000",
  SENSITIVE_POSTS_PER_IP_PER_DAY: "100000000",
} as const;

/** Variables of the caller's shell that would change what is measured; the bench sets its own. */
const NOT_INHERITED = ["UPSTREAM_API_URL", "REDIS_URL", "WEB_CONCURRENCY", "SENTRY_DSN", "RECAPTCHA_SITE_KEY", "TRUST_PROXY", "METRICS_PORT", "METRICS_HOST"];

export type ProductOptions = {
  /** Unset: the embedded reference API (one worker only). */
  upstreamUrl?: string;
  workers: number;
  redisUrl?: string;
  /** Prometheus metrics on (METRICS_PORT, a free port), as an operator runs the product (decision 147). */
  metrics?: boolean;
  /** Configuration of the product's own, e.g. sign-up's optional sections shown. */
  settings?: Record<string, string>;
};

/** A temporary directory removed when the bench ends, whatever the reason. */
export function tempDir(dirs: string[], prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function removeDirs(dirs: string[]): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The product as an operator starts it in production mode, on a fresh data directory. */
export async function startProduct(root: string, dirs: string[], options: ProductOptions): Promise<Running & { metricsPort?: number }> {
  const port = await freePort();
  const metricsPort = options.metrics ? await freePort() : undefined;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...NOT_INHERITED, ...Object.keys(LOAD_TEST_LIMITS)]) delete env[name];
  Object.assign(env, {
    NODE_ENV: "production",
    APP_ENV: "Test",
    PORT: String(port),
    DATA_DIR: tempDir(dirs, "ar-bench-"),
    LOG_LEVEL: "warn",
    ALLOWED_REDIRECT_ORIGINS: "https://parcheggi.example.it",
    WEB_CONCURRENCY: String(options.workers),
    ...LOAD_TEST_LIMITS,
    ...(options.upstreamUrl ? { UPSTREAM_API_URL: options.upstreamUrl } : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
    ...options.settings,
  });
  const product = startProcess(root, process.execPath, ["build/serve.mjs"], env, port);
  // Generous: on a busy machine the embedded database alone can take tens of seconds to open.
  await waitReady(product, "/healthz", 90_000);
  return { ...product, metricsPort, stop: () => stopChild(product.child) };
}

/**
 * The reference API alone, as more than one worker needs it (decision 121): the upstream of the page
 * measurements and of Lighthouse's confirm-mobile when the product runs with BENCH_WORKERS > 1.
 */
export async function startReferenceApi(root: string, dirs: string[]): Promise<Running> {
  const port = await freePort();
  const env = { ...process.env, APP_ENV: "Test", REFERENCE_API_PORT: String(port), REFERENCE_API_DATA_DIR: tempDir(dirs, "ar-bench-api-") };
  const api = startProcess(root, process.execPath, ["build/reference-api.mjs"], env, port);
  await waitReady(api, "/v2/Configuration/GetConsentsConfiguration", 90_000);
  return { ...api, stop: () => stopChild(api.child) };
}
