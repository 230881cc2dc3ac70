// `npm test`: every layer of tests, each one's wall time printed as it ends and all of them at the end
// (issue 24), stopping at the first stage that fails. A layer is an npm script; `npm run test:<layer>`
// runs one alone.
//
// The first stage's layers run side by side: lint and tsc use one core each, and the unit layer and the
// build do not fill two, so together they take what the longest of them takes (on a two-core machine,
// ~75 s instead of ~120 s one after the other). Their output is held and printed whole as each ends.
// The later layers start servers and browsers that fill the machine, and go one at a time.
import { spawn } from "node:child_process";

type Layer = { name: string; script: string[] };
const npm = (script: string) => ["npm", "run", "--silent", script];
const STAGES: Layer[][] = [
  [
    { name: "lint", script: npm("lint") },
    { name: "typecheck", script: npm("typecheck") },
    { name: "unit", script: npm("test:unit") },
    // Made once for the route, e2e and security layers, which each build only if it is stale.
    { name: "build", script: ["npx", "tsx", "scripts/build.ts", "--if-stale"] },
  ],
  [{ name: "route", script: npm("test:route") }],
  [{ name: "e2e", script: npm("test:e2e") }],
  [{ name: "security", script: npm("test:security") }],
  [{ name: "deploy", script: npm("test:deploy") }],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

type Ended = { name: string; ms: number; passed: boolean };

/** Runs a layer; alone, its output streams; beside others, it is printed whole when the layer ends. */
function run(layer: Layer, alone: boolean): Promise<Ended> {
  const start = Date.now();
  return new Promise((resolve) => {
    const [command, ...args] = layer.script as [string, ...string[]];
    const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      const passed = code === 0 && !signal;
      const ms = Date.now() - start;
      if (!alone) process.stdout.write(`\n── ${layer.name} ──\n${Buffer.concat(output).toString()}`);
      console.log(`\n── ${layer.name}: ${passed ? "passed" : `failed (exit ${code ?? signal})`} in ${seconds(ms)}\n`);
      resolve({ name: layer.name, ms, passed });
    });
  });
}

const started = Date.now();
const times: Ended[] = [];
for (const stage of STAGES) {
  const ended = await Promise.all(stage.map((layer) => run(layer, stage.length === 1)));
  times.push(...ended);
  if (ended.some((layer) => !layer.passed)) break;
}
console.log("layer       wall time");
for (const { name, ms, passed } of times) console.log(`${name.padEnd(11)} ${seconds(ms).padStart(7)}${passed ? "" : "  failed"}`);
console.log(`${"all".padEnd(11)} ${seconds(Date.now() - started).padStart(7)}`);
process.exit(times.every((layer) => layer.passed) ? 0 : 1);
