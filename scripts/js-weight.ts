import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(tag)?.slice(1).find((value) => value !== undefined);
}

/**
 * Gzip size of the JavaScript and CSS a page names in its HTML: module preloads, stylesheets, script
 * sources, and the modules its inline module scripts import (React Router's `import * as route0 from`,
 * a separate manifest's bare `import "…"` when the build emits one, and the preloads a paint-first
 * page adds after its first frame). Attribute order does not
 * matter. Inline scripts are part of the HTML, not counted here; chunks loaded later are not first load.
 */
export function assetWeight(html: string, clientDir: string): { js: number; css: number; files: string[] } {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (href && (rel.includes("modulepreload") || rel.includes("stylesheet"))) hrefs.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) hrefs.add(src);
  }
  for (const match of html.matchAll(/\bimport\s*\(\s*"([^"]+\.js)"\s*\)|\bfrom\s*"([^"]+\.js)"|\bimport\s*"([^"]+\.js)"/g)) {
    hrefs.add((match[1] ?? match[2] ?? match[3])!);
  }
  // The preloads a paint-first page adds once it has painted (app/ui/paint-first.server.ts).
  for (const [, list] of html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) {
    for (const href of JSON.parse(list!) as string[]) hrefs.add(href);
  }
  let js = 0;
  let css = 0;
  const files: string[] = [];
  for (const href of hrefs) {
    // Only our own files: an absolute URL elsewhere is not in the build and not ours to weigh.
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const file = path.join(clientDir, href.split(/[?#]/, 1)[0]!);
    if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) throw new Error(`${href} is named by the page but not in ${clientDir}`);
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    if (href.endsWith(".css")) css += size;
    else if (href.endsWith(".js")) js += size;
    else continue;
    files.push(href);
  }
  return { js, css, files };
}
