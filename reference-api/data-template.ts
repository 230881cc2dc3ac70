import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Creating a reference API database costs PGlite's initdb: 10–25 s on a two-core machine, each time a
// test server starts on a new data directory. Opening a copy of a migrated, seeded one costs about a
// second. Tests (route, e2e, security, deploy) copy a template made once per version of these sources;
// the unit tests' memory databases start from an image of a migrated one, and so does the template
// (8.3 → 3.7 s of CPU to make it, idle). Dev/Test data only: the copies share the template's settings,
// such as the OTP pepper.

/** Where the templates are kept between runs (data/ is ignored by git). */
const TEMPLATES_DIR = path.join("data", "reference-templates");
const SOURCES = path.dirname(new URL(import.meta.url).pathname);

let hashed: string | undefined;

/** The installed PGlite's version, from its package.json (the package does not export it). */
function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(folder, "package.json"))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as { version: string }).version;
}

/** Read once a process: every server a test starts asks for the template. */
function sourceHash(): string {
  if (hashed) return hashed;
  // The database engine's version too: a template written by another PGlite may not open (issue 39 item 11).
  const hash = createHash("sha256").update(pgliteVersion());
  const files = readdirSync(SOURCES, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.split(path.sep).includes("tests"))
    .sort();
  for (const file of files) {
    const full = path.join(SOURCES, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  hashed = hash.digest("hex").slice(0, 16);
  return hashed;
}

/** The template's directory, made now if these sources have none yet. */
export async function referenceTemplate(): Promise<string> {
  const template = path.join(TEMPLATES_DIR, `template-${sourceHash()}`);
  if (existsSync(template)) return template;
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  const making = `${template}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  // Loaded only to make one: a test server's seeding (a copy) starts faster without it.
  const { createReferenceApi } = await import("./app");
  // From the unit tests' image rather than a new initdb: a fresh clone pays PGlite's initdb once, not twice.
  const api = await createReferenceApi({ appEnv: "Test", database: { kind: "dir", path: making, image: await migratedImage() } });
  await api.close();
  // Servers starting side by side may each make one: the first rename wins, the others are dropped.
  try {
    renameSync(making, template);
  } catch (error) {
    if (!existsSync(template)) throw error;
    rmSync(making, { recursive: true, force: true });
  }
  const current = sourceHash();
  for (const old of readdirSync(TEMPLATES_DIR).filter((entry) => !entry.includes(current) && !entry.includes(".making-"))) {
    rmSync(path.join(TEMPLATES_DIR, old), { recursive: true, force: true });
  }
  return template;
}

/** `dir` (emptied first) as a seeded reference API data directory: a copy of the template. */
export async function seedReferenceData(dir: string): Promise<void> {
  const template = await referenceTemplate();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(template, dir, { recursive: true });
}

let image: Promise<Blob> | undefined;

/**
 * An image of a migrated, empty database, for `{ kind: "memory", image }`: each test seeds its own copy
 * with its own clock. Kept on disk beside the template, and in this process once read.
 */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(TEMPLATES_DIR, `migrated-${sourceHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const [{ PGlite }, { migrate }] = await Promise.all([import("@electric-sql/pglite"), import("./db/schema")]);
    const pg = await PGlite.create();
    await pg.transaction(migrate);
    const made = await pg.dumpDataDir("none");
    await pg.close();
    mkdirSync(TEMPLATES_DIR, { recursive: true });
    // Written whole under another name first: a worker reading it meanwhile never sees half a file.
    const making = `${file}.making-${process.pid}`;
    writeFileSync(making, Buffer.from(await made.arrayBuffer()));
    renameSync(making, file);
    return made;
  })();
  return image;
}
