// `npm test`: every layer of tests, each one's wall time printed as it ends and all of them at the end
// (issue 24). A layer is an npm script; `npm run test:<layer>` runs one alone.
//
// Each layer starts as soon as the layers it needs have passed, and no layer starts once one has failed.
// Lint, tsc, the unit layer and the build start together: lint and tsc use one core each, and the unit
// layer and the build do not fill two. The route layer runs the app from source (decision 182), not the
// build; it waits for tsc only because its Vite servers, as any React Router dev server, write the
// route types again (.react-router/types) that tsc reads.
// The e2e layer's servers and browsers fill the machine: it starts once everything before it has passed.
// The security and deploy layers then run side by side: the deploy layer's set of processes waits on
// starts and restarts, about half a core, which the security files fill (108 → 99 s for the two).
// A layer running beside others has its output held and printed whole as it ends; one running alone
// streams it.
import { spawn } from "node:child_process";

type Layer = { name: string; script: string[]; after: string[] };
const npm = (script: string) => ["npm", "run", "--silent", script];
const LAYERS: Layer[] = [
  { name: "lint", script: npm("lint"), after: [] },
  { name: "typecheck", script: npm("typecheck"), after: [] },
  { name: "unit", script: npm("test:unit"), after: [] },
  // Made once for the e2e, security and deploy layers; e2e builds only if it is stale.
  { name: "build", script: ["npx", "tsx", "scripts/build.ts", "--if-stale"], after: [] },
  { name: "route", script: npm("test:route"), after: ["typecheck"] },
  // The reference API's contract, each file on a real listener: beside the route layer, once the first
  // window's two cores are free again.
  { name: "reference-api", script: npm("test:reference-api"), after: ["typecheck"] },
  { name: "e2e", script: npm("test:e2e"), after: ["lint", "typecheck", "unit", "build", "route", "reference-api"] },
  { name: "security", script: npm("test:security"), after: ["e2e"] },
  { name: "deploy", script: npm("test:deploy"), after: ["e2e"] },
  // The development server in a browser (20–40 s) needs no build. It takes the room the deploy layer
  // leaves beside the security layer, which ends last, rather than lengthen the first window, whose
  // two cores are full.
  { name: "dev", script: npm("test:dev"), after: ["deploy"] },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** The layers `layer` waits for, directly or through another. */
function needs(layer: Layer): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    LAYERS.find((other) => other.name === name)!.after.forEach(visit);
  };
  layer.after.forEach(visit);
  return found;
}

/** A layer runs alone when every other one ends before it starts or starts after it ends. */
const runsAlone = (layer: Layer) => LAYERS.every((other) => other === layer || needs(layer).has(other.name) || needs(other).has(layer.name));

type Ended = { name: string; ms: number; passed: boolean };

/** Runs a layer; alone, its output streams; beside others, it is printed whole when the layer ends. */
function run(layer: Layer): Promise<Ended> {
  const alone = runsAlone(layer);
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
const ended: Ended[] = [];
const running = new Map<string, Promise<Ended>>();
const passed = (name: string) => ended.some((layer) => layer.name === name && layer.passed);
for (;;) {
  const failed = ended.some((layer) => !layer.passed);
  if (!failed) {
    for (const layer of LAYERS) {
      const waiting = !running.has(layer.name) && !ended.some((done) => done.name === layer.name);
      if (waiting && layer.after.every(passed)) running.set(layer.name, run(layer));
    }
  }
  if (running.size === 0) break;
  const done = await Promise.race(running.values());
  running.delete(done.name);
  ended.push(done);
}
console.log("layer       wall time");
for (const { name, ms, passed } of ended) console.log(`${name.padEnd(11)} ${seconds(ms).padStart(7)}${passed ? "" : "  failed"}`);
console.log(`${"all".padEnd(11)} ${seconds(Date.now() - started).padStart(7)}`);
process.exit(ended.every((layer) => layer.passed) && ended.length === LAYERS.length ? 0 : 1);
