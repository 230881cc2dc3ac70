import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, createServerModuleRunner, type Plugin, type ViteDevServer } from "vite";
import type { ModuleRunner } from "vite/module-runner";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../app/language";
import type { ServerBuilds } from "../../../server/builds";
import { devServerEnvironment } from "../../../vite/language";

/**
 * The application from source, as `npm run dev` serves it (design §9): React Router's Vite plugin makes
 * the server build (`virtual:react-router/server-build`), and Vite's module runner evaluates it. No
 * `npm run build` first: a route file starts seconds after an edit of app/, with no build/ folder.
 *
 * One Vite server per language and per worker, made on the first file's start: vite.config.ts and
 * react-router.config.ts read BUILD_LANGUAGE when the server is made, and the English one resolves the
 * Italian copy to its English twins (vite/language.ts, decision 164). Once the dev server chooses the
 * copy per request, one server does: `serverOf` makes it for any language, and `freshBuilds` imports
 * its build once and hands it to every language. Like any React Router dev server, each writes the
 * route types (.react-router/types) again when it starts.
 */

const SERVER_BUILD = "virtual:react-router/server-build";

const made = new Map<Language, Promise<ViteDevServer>>();
let queue: Promise<unknown> = Promise.resolve();

/** The language's server, made on first use; one at a time, as each reads BUILD_LANGUAGE while its configuration loads. */
function serverOf(language: Language): Promise<ViteDevServer> {
  let server = made.get(language);
  if (!server) {
    server = queue.then(() => makeServer(language));
    queue = server.catch(() => undefined);
    made.set(language, server);
  }
  return server;
}

async function makeServer(language: Language): Promise<ViteDevServer> {
  const before = process.env.BUILD_LANGUAGE;
  process.env.BUILD_LANGUAGE = language;
  try {
    return await createServer({
      // No port, no socket, no file watcher: a run sees the sources as they are when it starts.
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: "custom",
      // Each language's server keeps its own files (and none are the dev server's).
      cacheDir: path.join("node_modules", ".vite", `route-tests-${language}`),
      // Nothing is sent to a browser: the browser's dependencies are not bundled.
      optimizeDeps: { noDiscovery: true, include: [] },
      logLevel: "error",
      // The application's upstream client (app/upstream/pooled-fetch.server.ts) makes its calls through
      // an undici Agent: here, one whose connections open into this process's server instead of a port.
      // An alias, not a plugin's resolveId: Vite hands a package to Node before any plugin sees the import.
      resolve: { alias: [{ find: /^undici$/, replacement: path.resolve("tests/route/support/undici-in-process.ts") }] },
      plugins: [noBrowserDependencies()],
    });
  } finally {
    if (before === undefined) delete process.env.BUILD_LANGUAGE;
    else process.env.BUILD_LANGUAGE = before;
  }
}

/** React Router's plugin asks for React and itself pre-bundled for the browser: nothing here needs them. */
function noBrowserDependencies(): Plugin {
  return {
    name: "route-tests:no-browser-dependencies",
    enforce: "post",
    config(config) {
      config.optimizeDeps = { ...config.optimizeDeps, noDiscovery: true, include: [] };
    },
  };
}

/** A file's application: each language's server build, and how to let its modules go. */
export type SourceBuilds = { builds: ServerBuilds; close(): Promise<void> };

/**
 * Each language's server build as new module instances: the application keeps state per module (the
 * configuration it reads once, the upstream client made from it), and a test file's environment must
 * not reach the next file's. A new module runner evaluates every module again from the transforms its
 * server keeps: a fraction of a second, where the worker's first file pays for the transforms.
 */
export async function freshBuilds(): Promise<SourceBuilds> {
  const runners: ModuleRunner[] = [];
  const close = async () => void (await Promise.all(runners.map((runner) => runner.close())));
  try {
    const builds = await Promise.all(LANGUAGES.map(async (language) => [language, await importBuild(language, runners)] as const));
    return { builds: Object.fromEntries(builds) as ServerBuilds, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The default language's server build, for what only reads the routes (coverage.test.ts). */
export async function routesBuild(): Promise<ServerBuild> {
  return importBuild(DEFAULT_LANGUAGE, []);
}

async function importBuild(language: Language, runners: ModuleRunner[]): Promise<ServerBuild> {
  // The development server renders each language in an environment of its own (vite/dev-languages.ts,
  // decision 181): the English copy is resolved there, not by a server made with BUILD_LANGUAGE.
  const server = await serverOf(DEFAULT_LANGUAGE);
  const runner = createServerModuleRunner(server.environments[devServerEnvironment(language)]!, { hmr: false });
  runners.push(runner);
  return (await runner.import(SERVER_BUILD)) as ServerBuild;
}
