/**
 * `npm run build`: the app once per language (decision 164), then the other languages' browser files
 * beside the Italian ones in build/client, so one folder serves every page's files. Vite names each
 * file by its content, so a name both builds wrote holds the same bytes; a name with two contents
 * would serve one language the other's file, and fails the build.
 *
 * `--if-stale` (the test layers): nothing is done when every language's build is newer than everything
 * it is made from, so `npm test` builds once for its route, e2e and security layers.
 *
 * Then the processes an operator starts, bundled (scripts/bundle-processes.ts).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../app/language";
import { serverBuildFiles } from "../server/builds";
import { buildDirectoryOf } from "../vite/language";
import { bundleProcesses } from "./bundle-processes";

const root = path.resolve(import.meta.dirname, "..");
const main = path.join(root, buildDirectoryOf(DEFAULT_LANGUAGE), "client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Why the build must be made again, or undefined when it is newer than all it is made from. */
function staleness(): string | undefined {
  const builtAt = Math.min(...Object.values(serverBuildFiles(root)).map((built) => (existsSync(built) ? statSync(built).mtimeMs : 0)));
  if (!builtAt) return "no build yet";
  const sources = [
    ...["app", "vite"].flatMap((dir) => filesUnder(path.join(root, dir)).map((file) => path.join(dir, file))),
    ...["vite.config.ts", "react-router.config.ts", "package-lock.json", "scripts/build.ts"],
  ];
  const changed = sources.find((file) => statSync(path.join(root, file)).mtimeMs > builtAt);
  return changed && `${changed} changed`;
}

if (process.argv.includes("--if-stale")) {
  const reason = staleness();
  if (!reason) {
    // Under a second, and made from more than the app: made every time.
    await bundleProcesses(root);
    console.log("build: up to date");
    process.exit(0);
  }
  console.log(`build: building (${reason})`);
}

for (const language of LANGUAGES) {
  // NODE_ENV=production whoever calls: under a test runner (NODE_ENV=test) Vite would otherwise bundle
  // React's development build, half as large again.
  const built = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", BUILD_LANGUAGE: language } });
  if (built.status !== 0) throw new Error(`the ${language} build failed`);
}

for (const language of LANGUAGES.filter((each) => each !== DEFAULT_LANGUAGE)) {
  const client = path.join(root, buildDirectoryOf(language), "client");
  let copied = 0;
  for (const file of filesUnder(client)) {
    const from = path.join(client, file);
    const to = path.join(main, file);
    if (existsSync(to)) {
      if (!readFileSync(from).equals(readFileSync(to))) throw new Error(`build: ${file} differs between the ${DEFAULT_LANGUAGE} and ${language} builds`);
      continue;
    }
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied += 1;
  }
  console.log(`build: ${copied} files of the ${language} build joined ${path.relative(root, main)}`);
}

// After the app's builds, which empty the folders they write.
await bundleProcesses(root);
