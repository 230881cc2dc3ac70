// `npm test`: every layer of tests in order, each one's wall time printed as it ends and all of them at
// the end (issue 24), stopping at the first that fails. A layer is an npm script; `npm run test:<layer>`
// runs one alone.
import { spawn } from "node:child_process";

const LAYERS = [
  ["lint", "lint"],
  ["typecheck", "typecheck"],
  ["unit", "test:unit"],
  ["route", "test:route"],
  ["e2e", "test:e2e"],
  ["security", "test:security"],
  ["deploy", "test:deploy"],
] as const;

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const times: Array<[string, number, boolean]> = [];
const started = Date.now();
let failed = false;
for (const [layer, script] of LAYERS) {
  const start = Date.now();
  const code = await run(script);
  times.push([layer, Date.now() - start, code === 0]);
  console.log(`\n── ${layer}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(Date.now() - start)}\n`);
  if (code !== 0) {
    failed = true;
    break;
  }
}
console.log("layer       wall time");
for (const [layer, ms, passed] of times) console.log(`${layer.padEnd(11)} ${seconds(ms).padStart(7)}${passed ? "" : "  failed"}`);
console.log(`${"all".padEnd(11)} ${seconds(Date.now() - started).padStart(7)}`);
process.exit(failed ? 1 : 0);
