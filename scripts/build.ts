/**
 * `npm run build`: the app once per language (decision 164), then the other languages' browser files
 * beside the Italian ones in build/client, so one folder serves every page's files. Vite names each
 * file by its content, so a name both builds wrote holds the same bytes; a name with two contents
 * would serve one language the other's file, and fails the build.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../app/language";
import { buildDirectoryOf } from "../vite/language";

const root = path.resolve(import.meta.dirname, "..");
const main = path.join(root, buildDirectoryOf(DEFAULT_LANGUAGE), "client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
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
