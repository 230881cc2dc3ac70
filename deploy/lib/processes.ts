import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { connect } from "node:net";

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether `pid` still runs. A zombie counts as gone: the pieces outlive the command that started them,
 * and where nothing reaps orphans their exit would otherwise never be seen.
 */
export function alive(pid: number | null | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return true;
  try {
    const state = readFileSync(stat, "utf8").split(") ")[1]?.[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

/** Starts a piece of the set in its own process group, writing to `log`, so it outlives this command. */
export function startDetached(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): number {
  const fd = openSync(options.log, "a");
  try {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", fd, fd] });
    child.unref();
    if (!child.pid) throw new Error(`${command} could not be started`);
    return child.pid;
  } finally {
    closeSync(fd);
  }
}

export function tail(file: string, lines = 20): string {
  if (!existsSync(file)) return "";
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}

/** Polls `check` until it says yes; fails early when the process it waits for has died. */
export async function until(what: string, check: () => Promise<boolean>, options: { timeoutMs: number; pid?: number; log?: string }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.pid !== undefined && !alive(options.pid)) {
      throw new Error(`${what}: the process exited${options.log ? `; the end of ${options.log}:\n${tail(options.log)}` : ""}`);
    }
    if (await check()) return;
    await pause(150);
  }
  throw new Error(`${what}: not within ${options.timeoutMs} ms${options.log ? `; the end of ${options.log}:\n${tail(options.log)}` : ""}`);
}

export async function answers(url: string, status = 200): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === status;
  } catch {
    return false;
  }
}

/** Redis answers PONG only once its append-only file is loaded (LOADING before). */
export function redisPong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString("latin1");
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

/** Sends `signal`, waits up to `graceMs` for the exit, then SIGKILL. True when it stopped by itself. */
export async function stopProcess(pid: number | null | undefined, signal: NodeJS.Signals, graceMs: number): Promise<boolean> {
  if (!alive(pid)) return true;
  try {
    process.kill(pid!, signal);
  } catch {
    return true;
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await pause(100);
  }
  try {
    process.kill(pid!, "SIGKILL");
  } catch {
    // gone in between
  }
  return false;
}
