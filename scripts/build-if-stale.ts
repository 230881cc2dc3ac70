import { spawnSync } from "node:child_process";

/**
 * What the tools that start the product call first (the bench, the screens script):
 * the app built again when stale, the processes bundled again (scripts/build.ts --if-stale), so each
 * runs what the sources say now.
 */
export function buildIfStale(root: string): void {
  const built = spawnSync("npx", ["tsx", "scripts/build.ts", "--if-stale"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("the build failed (scripts/build.ts --if-stale)");
}
