import { runContractCli } from "./contract/cli";

// `npm run contract -- <upstream base URL>`: checks a live upstream against the contract with safe
// calls only (issue 43; docs/connecting-the-upstream.md).
try {
  process.exitCode = await runContractCli(process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  // A bug of the check, not an answer of the upstream: one line, no stack.
  console.error(`contract check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
