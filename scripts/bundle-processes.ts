/**
 * The two processes an operator starts, each bundled into one file of plain JavaScript beside the app's
 * build (decision 167): `node build/serve.mjs` (the product) and `node build/reference-api.mjs` (the
 * reference API alone). Started through tsx, each start compiled our TypeScript again: ~2 s of CPU and a
 * second of waiting on a two-core machine, paid by every restart, every instance and every test server.
 * Packages stay in node_modules; a module imported on demand (the embedded reference API) stays a chunk
 * of its own, so a Prod start still never loads it.
 */
import { build } from "esbuild";
import { rmSync } from "node:fs";
import path from "node:path";

const CHUNKS = "processes";

/** Writes server/builds.ts's PROCESS_BUNDLES. */
export async function bundleProcesses(root: string): Promise<void> {
  // Chunks are named by their content: without this, each change would leave the last one's behind.
  rmSync(path.join(root, "build", CHUNKS), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { serve: "server/main.ts", "reference-api": "reference-api/main.ts" },
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    splitting: true,
    // At the top of build/: server/main.ts finds the repository one folder up from itself, as it does
    // from server/.
    outdir: path.join(root, "build"),
    outExtension: { ".js": ".mjs" },
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    logLevel: "warning",
  });
}
