import path from "node:path";
import type { Plugin } from "vite";

/**
 * In development, React Router finds a page's styles by walking the server's modules and looking each
 * of their imports up in the browser's environment, with no importer (Vite names the root's index.html
 * then). A server import of a package (zod, ioredis, undici) is no browser module, yet the lookup took it
 * for one: the forms plugin refused zod in the browser on every page, and the dependency optimizer
 * bundled the server's packages for the browser and reloaded the first page of a fresh clone. Such a
 * lookup finds nothing here; a module's own import, which has its importer, is resolved as ever.
 */
export function styleLookupsPlugin(): Plugin {
  let lookup = "";
  return {
    name: "area-riservata:style-lookups",
    enforce: "pre",
    apply: "serve",
    configResolved(config) {
      // The app has no index.html (appType "custom"): this importer is only ever Vite's stand-in.
      lookup = path.join(config.root, "index.html");
    },
    resolveId(source, importer) {
      if (this.environment.name !== "client" || importer !== lookup) return null;
      const bare = !/^[./\0]/.test(source) && !source.includes(":");
      return bare ? { id: source, external: true } : null;
    },
  };
}
