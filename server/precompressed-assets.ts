import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler } from "express";

const TEXT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

type Compressed = { body: Buffer; type: string };

/**
 * Vite's fingerprinted files, gzipped once, on their first request, and kept: compressing the
 * framework chunk per request cost ~14 ms of CPU, and a page load asks for a dozen files while the
 * stylesheet that lets it paint waits behind them (issue 13). The build's files are a fixed, small
 * set, so keeping each is bounded. Anything else (no gzip accepted, another type, a name that is not
 * a plain file of `dir`) goes on to express.static, which answers as before.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const kept = new Map<string, Compressed | null>();

  function compressed(name: string): Compressed | null {
    let entry = kept.get(name);
    if (entry !== undefined) return entry;
    entry = null;
    const type = TEXT_TYPES[path.extname(name)];
    const file = path.join(dir, name);
    try {
      if (type && statSync(file).isFile()) entry = { body: gzipSync(readFileSync(file), { level: 9 }), type };
    } catch {
      // Not a file of the build: express.static says 404, and nothing is kept for a stranger's name.
      return null;
    }
    kept.set(name, entry);
    return entry;
  }

  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !/^[\w-]+(\.[\w-]+)+$/.test(name) || !req.acceptsEncodings("gzip")) {
      next();
      return;
    }
    const entry = compressed(name);
    if (!entry) {
      next();
      return;
    }
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", entry.body.length);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.end(req.method === "HEAD" ? undefined : entry.body);
  };
}
