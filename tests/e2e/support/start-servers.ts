// The end-to-end run's servers, started side by side (playwright.config.ts's one webServer). Playwright
// starts its webServers one after another: five in a row left a core idle for ~15 s of every run.
// Each test server is the production build in the Test configuration on a database of its own, a copy
// of the seeded template (decision 159). Once all answer, SERVERS_READY_PORT does; Playwright stops the
// whole process group at the end of the run.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { referenceTemplate, seedReferenceData } from "../../../reference-api/data-template";
import { TEST_NODE_FLAGS } from "../../support/node-flags";
import { E2E_PORT, MOVED_CLOCK_PORT, RECAPTCHA_PORT, RECAPTCHA_SITE_KEY, SERVERS_READY_PORT, THROTTLED_PORT } from "./servers";

const SERVERS: Array<{ port: number; env?: Record<string, string> }> = [
  // The product on the embedded reference API.
  { port: E2E_PORT },
  // The same with a reCAPTCHA site key (recaptcha*.spec.ts, decision 140).
  { port: RECAPTCHA_PORT, env: { RECAPTCHA_SITE_KEY } },
  // The same for the tests that move the server's clock (moved-clock.spec.ts, decision 152).
  { port: MOVED_CLOCK_PORT },
  // The same allowing one sensitive post a minute (too-many-requests.js.spec.ts).
  { port: THROTTLED_PORT, env: { RATE_LIMIT_SENSITIVE_PER_MINUTE: "1" } },
];

const children: ChildProcess[] = [];
let stopping = false;

async function start({ port, env = {} }: (typeof SERVERS)[number]): Promise<void> {
  const dataDir = `data/e2e-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  await seedReferenceData(`${dataDir}/reference-api`);
  const child = spawn("node", [...TEST_NODE_FLAGS, "build/serve.mjs"], {
    env: { ...process.env, NODE_ENV: "production", APP_ENV: "Test", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    process.stderr.write(`e2e server on ${port} exited (${code ?? signal})\n`);
    stop(1);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`e2e server on ${port} did not start`);
    const healthy = await fetch(`http://localhost:${port}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

// The client's site, where a journey ends, listens from this process.
await import("./client-site/server");
// Made (when these sources have none yet) before the four copies are: one process makes it once.
await referenceTemplate();
await Promise.all(SERVERS.map(start)).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  stop(1);
});
createServer((_request, response) => response.end("ready")).listen(SERVERS_READY_PORT, "127.0.0.1");
