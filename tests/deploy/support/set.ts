import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { connect, createServer } from "node:net";

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A base port whose `span` neighbours are free: deploy/run lays its pieces out from DEPLOY_PORT to +9 (+10: Prometheus). */
export async function freeBasePort(span = 10): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + 10 * Math.floor(Math.random() * 3_000);
    const free = await Promise.all(Array.from({ length: span }, (_, index) => portFree(base + index)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no ${span} free consecutive ports`);
}

export type Run = { code: number | null; output: string };

/** `deploy/run <command>` as an operator types it, with the set's environment. */
export function deployRun(command: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn("deploy/run", [command], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("close", (code) => resolve({ code, output }));
  });
}

export type SetState = { referenceApi: number | null; redis: number | null; instances: Array<{ port: number; pid: number }>; prometheus?: number | null };

export function readSetState(deployDir: string): SetState | null {
  const file = `${deployDir}/state.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as SetState) : null;
}

/** Whether a process runs (a zombie, waiting for a parent that never reaps it, does not). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** Whether anything accepts a TCP connection on the port (whatever protocol it speaks). */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(false)));
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
