import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ask } from "./http";

const children = new Set<ChildProcess>();

/**
 * Ends a child and everything it started: tsx runs the program in a second node process, so the
 * child is spawned as a process-group leader and the whole group (ours, by its id) is signalled.
 */
export function killChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): void {
  children.delete(child);
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a child and waits (bounded) for it to exit, so the next measurement has the CPU to itself. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killChild(child);
  const late = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)]);
  if (late && child.pid !== undefined) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/** Every child still running when the bench ends, for any reason, is ended with it. */
export function killAllChildren(signal: NodeJS.Signals = "SIGTERM"): void {
  for (const child of [...children]) killChild(child, signal);
}

/** A port the system has just handed out on loopback; good enough for a short local run. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export type Started = { child: ChildProcess; port: number; output: () => string };

/** Starts `tsx <script>` in the repository with the given environment; the caller waits for it to be ready. */
export function startTsx(root: string, script: string, env: NodeJS.ProcessEnv, port: number): Started {
  return startProcess(root, path.join(root, "node_modules/.bin/tsx"), [script], env, port);
}

/** Starts a program as the leader of its own process group, so it and its children are ended together. */
export function startProcess(root: string, command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Started {
  const child = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  // Kept (bounded) to explain a child that never became ready.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // A program that is not installed: said in the output the caller shows, not an unhandled event.
  child.on("error", (error) => keep(Buffer.from(`${error.message}\n`)));
  return { child, port, output: () => output };
}

/** Polls `path` until it answers 200, the child exits, or the time is up. */
export async function waitReady(started: Started, readyPath: string, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`process exited with ${started.child.exitCode} before it was ready:\n${started.output()}`);
    }
    try {
      const reply = await ask({ port: started.port, path: readyPath, timeoutMs: 1_000 });
      if (reply.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`not ready on port ${started.port} within ${maxMs} ms:\n${started.output()}`);
}
