import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { seedReferenceData } from "../../../reference-api/data-template";
import { keepCookies } from "../../support/cookie-jar";
import { TEST_NODE_FLAGS } from "../../support/node-flags";

/**
 * The security suite runs against the built server as an operator starts it (issue 11 acceptance):
 * `node build/serve.mjs` on the production build (decision 167), in the Dev or the Prod configuration,
 * with the test layers' Node flags (tests/support/node-flags.ts).
 * Prod has no embedded reference API, so there it talks to one started alone.
 */
export type Mode = "Dev" | "Prod";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Started = {
  baseUrl: string;
  port: number;
  output: string[];
  stop(): Promise<void>;
  /** The exit code once the process has ended (null while it runs, or when a signal ended it). */
  exitCode(): number | null;
  /**
   * Resolves once `found` holds of what the process has printed, checked as each line arrives: logs reach
   * the pipe a little after the answer they describe, and a fixed wait either wastes time or misses them.
   */
  printed<T>(found: (output: string) => T | undefined | false, timeoutMs?: number): Promise<T>;
};

/** The output array and its `printed` wait, fed by the process's pipes. */
function watchOutput(child: ChildProcess): Pick<Started, "output" | "printed"> {
  const output: string[] = [];
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output.push(chunk.toString("utf8"));
    for (const waiter of waiters) waiter();
  };
  child.stdout!.on("data", take);
  child.stderr!.on("data", take);
  const printed = <T>(found: (output: string) => T | undefined | false, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const result = found(output.join(""));
        if (result === undefined || result === false) return;
        finish();
        resolve(result);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`not printed within ${timeoutMs} ms:\n${output.join("").slice(-2000)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { output, printed };
}

async function waitFor(url: string, child: ChildProcess, output: string[], timeoutMs = 100_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output.join("")}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time:\n${output.join("")}`);
}

function launch(command: string[], env: Record<string, string>, readyPath: string, port: number): Promise<Started> {
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, printed } = watchOutput(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    });
  return waitFor(`${baseUrl}${readyPath}`, child, output).then(
    () => ({ baseUrl, port, output, printed, stop, exitCode: () => child.exitCode }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/** The reference API alone, as Prod (and several instances) use it. */
export async function startReferenceApi(dataDir: string): Promise<Started> {
  const apiPort = await freePort();
  // A copy of the seeded template: a new database would cost PGlite's initdb (decision 159).
  await seedReferenceData(dataDir);
  return launch(
    ["node", ...TEST_NODE_FLAGS, "build/reference-api.mjs"],
    { APP_ENV: "Dev", REFERENCE_API_PORT: String(apiPort), REFERENCE_API_DATA_DIR: dataDir },
    "/v2/Configuration/GetConsentsConfiguration",
    apiPort,
  );
}

export type RedisOptions = {
  /** A redis.conf read before the options below (deploy/redis.conf: AOF on); none, nothing is kept on disk. */
  config?: string;
  /** Where the append-only file and snapshots go (created if missing). */
  dir?: string;
  /** The port of a server stopped before, to start it again where the instances reconnect. */
  port?: number;
};

/** A redis-server on 127.0.0.1: by default throwaway, on a free port, nothing kept on disk. */
export async function startRedis(options: RedisOptions = {}): Promise<Started & { url: string; pid: number }> {
  const port = options.port ?? (await freePort());
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const args = [
    ...(options.config ? [path.resolve(options.config)] : ["--save", "", "--appendonly", "no"]),
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    ...(options.dir ? ["--dir", path.resolve(options.dir)] : []),
  ];
  const child = spawn("redis-server", args, { stdio: ["ignore", "pipe", "pipe"] });
  const { output, printed } = watchOutput(child);
  // Logged once the data set (the append-only file, if any) is loaded.
  await printed((text) => text.includes("Ready to accept connections")).catch(() => {
    throw new Error(`redis-server did not start:\n${output.join("")}`);
  });
  return {
    baseUrl: "",
    port,
    output,
    printed,
    url: `redis://127.0.0.1:${port}/0`,
    // For SIGSTOP and SIGCONT: a Redis that stops answering without closing its connections.
    pid: child.pid!,
    exitCode: () => child.exitCode,
    // SIGTERM is redis-server's clean shutdown: with AOF on, the file is flushed before it exits.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}

/**
 * Polls `/readyz` until it answers `status`: 200 after a Redis restart, once the instance has reconnected;
 * 503 once it has noticed Redis gone.
 */
export async function untilReadyz(instance: Started, status: 200 | 503 = 200, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < until) {
    try {
      const response = await fetch(`${instance.baseUrl}/readyz`);
      if (response.status === status) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${instance.baseUrl}/readyz did not answer ${status} within ${timeoutMs} ms: ${last}`);
}

export const SECRET = "security-suite-session-secret-0123456789";

/** One app instance (and, in Prod, the reference API it needs), with extra environment. */
export async function startApp(mode: Mode, env: Record<string, string> = {}, upstream?: string): Promise<Started & { upstream?: Started }> {
  const port = await freePort();
  // A directory of its own, not one named by the port: another file's server can be handed the same
  // free port a moment later and would empty this one under the running server.
  mkdirSync("data", { recursive: true });
  const dataDir = mkdtempSync(path.join("data", "security-"));
  let reference: Started | undefined;
  let upstreamUrl = upstream;
  if (mode === "Prod" && !upstreamUrl) {
    reference = await startReferenceApi(path.join(dataDir, "upstream"));
    upstreamUrl = reference.baseUrl;
  } else if (!upstreamUrl) {
    await seedReferenceData(path.join(dataDir, "reference-api"));
  }
  const app = await launch(
    ["node", ...TEST_NODE_FLAGS, "build/serve.mjs"],
    {
      APP_ENV: mode,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SESSION_SECRET: SECRET,
      ...(mode === "Prod" ? { TRUST_PROXY: "1" } : {}),
      // No balancer watches these: a stop need not wait for one to see /readyz fail (decision 146).
      SHUTDOWN_DRAIN_DELAY_MS: "0",
      ...(upstreamUrl ? { UPSTREAM_API_URL: upstreamUrl } : {}),
      ...env,
    },
    "/healthz",
    port,
  );
  return {
    ...app,
    upstream: reference,
    async stop() {
      await app.stop();
      await reference?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two workers (WEB_CONCURRENCY=2) on a throwaway Redis and the reference API started alone, as an
 * operator runs them (decision 121), with `env` added; `stop` ends all three and removes the data.
 */
export async function startWorkers(upstreamDir: string, env: Record<string, string> = {}): Promise<Started> {
  rmSync(upstreamDir, { recursive: true, force: true });
  const redis = await startRedis();
  const upstream = await startReferenceApi(upstreamDir);
  const app = await startApp("Dev", { WEB_CONCURRENCY: "2", REDIS_URL: redis.url, ...env }, upstream.baseUrl);
  return {
    ...app,
    async stop() {
      await app.stop();
      await upstream.stop();
      await redis.stop();
      rmSync(upstreamDir, { recursive: true, force: true });
    },
  };
}

/** A browser in a few lines: its cookies, our CSRF token, same-origin posts. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(response: Response): void {
    keepCookies(this.cookies, response.headers.getSetCookie());
  }

  async get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(new URL(pathname, this.baseUrl), {
      redirect: "manual",
      headers: { ...this.headers, ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}), ...headers },
    });
    this.keep(response);
    return response;
  }

  /** Opens a form page and returns its CSRF token. */
  async csrf(pathname: string): Promise<string> {
    const html = await (await this.get(pathname)).text();
    const match = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(html);
    if (!match) throw new Error(`no CSRF token on ${pathname}`);
    // The token is random printable text: read it back from the HTML as the browser would.
    return (match[1] ?? match[2]!)
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  }

  async post(pathname: string, fields: Record<string, string> | string, headers: Record<string, string> = {}): Promise<Response> {
    const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
    const response = await fetch(new URL(pathname, this.baseUrl), {
      method: "POST",
      redirect: "manual",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: this.baseUrl,
        ...this.headers,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
    });
    this.keep(response);
    return response;
  }
}

export const CLIENT_LOGIN = "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
export const PASSWORD = "Parcheggio.2026";
