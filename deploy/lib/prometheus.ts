import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { answers, startDetached, until } from "./processes";

/** Debian's `prometheus` package installs it on the PATH. */
export function prometheusBinary(): string {
  return process.env.PROMETHEUS_BIN ?? "prometheus";
}

export type PrometheusSet = {
  /** Its configuration, the copied rules and its data (`data/`). */
  dir: string;
  /** Its web port on 127.0.0.1: the UI and the HTTP API (/api/v1/alerts). */
  port: number;
  /** Each instance's metrics port. */
  targets: number[];
  /** Where the `*.rules.yml` files are copied from. */
  rules: string;
  /** Scrape and rule evaluation interval, in seconds. */
  intervalSeconds: number;
};

export function prometheusUrl(set: PrometheusSet): string {
  return `http://127.0.0.1:${set.port}`;
}

/** The job is `area-riservata`: the alert rules select it by that name. */
function writeConfig(set: PrometheusSet): string {
  const rules = path.join(set.dir, "rules");
  rmSync(rules, { recursive: true, force: true });
  mkdirSync(rules, { recursive: true });
  for (const name of readdirSync(set.rules).filter((file) => file.endsWith(".rules.yml"))) cpSync(path.join(set.rules, name), path.join(rules, name));
  const interval = `${set.intervalSeconds}s`;
  const config = [
    "# Written by deploy/run.",
    "global:",
    `  scrape_interval: ${interval}`,
    `  scrape_timeout: ${Math.min(set.intervalSeconds, 10)}s`,
    `  evaluation_interval: ${interval}`,
    "rule_files:",
    `  - ${path.join(rules, "*.rules.yml")}`,
    "scrape_configs:",
    "  - job_name: area-riservata",
    "    static_configs:",
    `      - targets: [${set.targets.map((port) => `"127.0.0.1:${port}"`).join(", ")}]`,
    "",
  ].join("\n");
  const file = path.join(set.dir, "prometheus.yml");
  writeFileSync(file, config);
  return file;
}

export async function startPrometheus(set: PrometheusSet, log: string): Promise<number> {
  mkdirSync(set.dir, { recursive: true });
  const config = writeConfig(set);
  const args = [`--config.file=${config}`, `--storage.tsdb.path=${path.join(set.dir, "data")}`, `--web.listen-address=127.0.0.1:${set.port}`];
  const pid = startDetached(prometheusBinary(), args, { cwd: set.dir, env: process.env, log });
  // Ready once its storage is open and the rules are loaded (a rule file it cannot read stops it).
  await until("Prometheus", () => prometheusReady(set), { timeoutMs: 60_000, pid, log });
  return pid;
}

export function prometheusReady(set: PrometheusSet): Promise<boolean> {
  return answers(`${prometheusUrl(set)}/-/ready`);
}
