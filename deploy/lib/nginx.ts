import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { alive, answers, stopProcess, until } from "./processes";

/** Debian installs nginx in /usr/sbin, which is not on an ordinary user's PATH. */
export function nginxBinary(): string {
  return process.env.NGINX_BIN ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
}

export type NginxSet = {
  /** nginx's prefix: its configuration, pid, logs and temporary files. */
  prefix: string;
  /** Where the public server listens, e.g. 127.0.0.1:8080. */
  listen: string;
  /** deploy/run's loopback port for the configuration's generation. */
  statusPort: number;
  /** The instances' ports, in order. */
  instances: number[];
};

/** Where the set's plain-http block (area-riservata.conf's last, http → https) listens. */
export function httpRedirectSocket(set: NginxSet): string {
  return path.join(set.prefix, "http-redirect.sock");
}

function nginx(set: NginxSet, ...extra: string[]): void {
  const conf = path.join(set.prefix, "nginx.conf");
  try {
    execFileSync(nginxBinary(), ["-p", `${set.prefix}/`, "-c", conf, "-e", path.join(set.prefix, "error.log"), ...extra], { stdio: "pipe" });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString("utf8") ?? String(error);
    throw new Error(`nginx ${extra.join(" ")} failed:\n${stderr}`);
  }
}

/** Writes the generated includes: every instance up except `down`, and the generation's number. */
function writeIncludes(set: NginxSet, generation: number, down: number | null): void {
  const servers = set.instances.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${port === down ? " down" : ""};`);
  writeFileSync(path.join(set.prefix, "area-riservata-upstream.conf"), `# Written by deploy/run.\n${servers.join("\n")}\n`);
  writeFileSync(
    path.join(set.prefix, "deploy-status.conf"),
    `listen 127.0.0.1:${set.statusPort};\naccess_log off;\nlocation = /generation { return 200 "${generation}\\n"; }\nlocation / { return 404; }\n`,
  );
}

function pid(set: NginxSet): number | null {
  const file = path.join(set.prefix, "nginx.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").trim()) || null : null;
}

/** Until a fresh connection is served by workers that run `generation`. */
async function untilGeneration(set: NginxSet, generation: number): Promise<void> {
  const url = `http://127.0.0.1:${set.statusPort}/generation`;
  await until(
    `nginx running generation ${generation}`,
    async () => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        return (await response.text()).trim() === String(generation);
      } catch {
        return false;
      }
    },
    { timeoutMs: 15_000, log: path.join(set.prefix, "error.log") },
  );
}

export async function startNginx(set: NginxSet, repo: string): Promise<number> {
  mkdirSync(path.join(set.prefix, "tmp"), { recursive: true });
  for (const file of ["nginx.conf", "area-riservata.conf"]) copyFileSync(path.join(repo, "deploy/nginx", file), path.join(set.prefix, file));
  writeFileSync(path.join(set.prefix, "area-riservata-local.conf"), `# Written by deploy/run.\nlisten ${set.listen};\naccess_log access.log area_riservata;\n`);
  // No certificate here, so no https to send plain http to: the redirect's block takes a socket, no port.
  writeFileSync(path.join(set.prefix, "area-riservata-http.conf"), `# Written by deploy/run.\nlisten unix:${httpRedirectSocket(set)};\n`);
  // One left by an nginx that was killed would stop this one binding it.
  rmSync(httpRedirectSocket(set), { force: true });
  writeIncludes(set, 1, null);
  nginx(set, "-t", "-q");
  // Without `daemon off` the master detaches once its workers run; the pid file says which it is.
  nginx(set);
  await untilGeneration(set, 1);
  return 1;
}

/**
 * A graceful reload (SIGHUP): new workers take the new upstream list, the old ones finish what they
 * hold. Returns once new connections meet the new list.
 */
export async function reloadNginx(set: NginxSet, generation: number, down: number | null): Promise<void> {
  writeIncludes(set, generation, down);
  nginx(set, "-t", "-q");
  const master = pid(set);
  if (!alive(master)) throw new Error("nginx is not running");
  process.kill(master!, "SIGHUP");
  await untilGeneration(set, generation);
}

export function nginxPid(set: NginxSet): number | null {
  const master = pid(set);
  return alive(master) ? master : null;
}

/** SIGQUIT: nginx's graceful stop, requests in flight finish. */
export async function stopNginx(set: NginxSet): Promise<void> {
  await stopProcess(pid(set), "SIGQUIT", 15_000);
}

export async function nginxServes(set: NginxSet): Promise<boolean> {
  return answers(`http://127.0.0.1:${set.statusPort}/generation`);
}
