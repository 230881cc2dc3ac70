import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { paintFirst } from "../../../app/ui/paint-first.server";
import { assetWeight } from "../../../scripts/js-weight";

// The shape React Router 7's <Scripts> renders (React hoists the preloads into the head).
const NONCE = 'nonce="n0nce"';
const rendered = [
  `<!DOCTYPE html><html lang="it"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js" ${NONCE}/>`,
  `<link rel="modulepreload" href="/assets/framework.js" ${NONCE}/>`,
  `<link rel="modulepreload" href="/assets/root.js" ${NONCE}/>`,
  `<link rel="modulepreload" href="/assets/login.js" ${NONCE}/>`,
  `</head><body><main><form method="post"></form></main>`,
  `<script ${NONCE}>window.__reactRouterContext = {};</script>`,
  `<script ${NONCE} type="module" async="">;\n`,
  `import * as route0 from "/assets/root.js";\n`,
  `import * as route1 from "/assets/login.js";\n`,
  `  window.__reactRouterManifest = {};\n`,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/login":route1};\n\n`,
  `import("/assets/entry.client.js");</script></body></html>`,
].join("");

describe("paint first, then enhance (decision 115)", () => {
  test("the head keeps no module preload; the module script waits for a frame, then preloads and imports the same files", () => {
    const page = paintFirst(rendered);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css"');
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(script).not.toMatch(/^\s*import \* as/m);
    const waits = script.indexOf("first-contentful-paint");
    const preloads = script.indexOf("for (const href of");
    const firstImport = script.indexOf('const route0 = await import("/assets/root.js");');
    expect(waits).toBeGreaterThan(-1);
    expect(preloads).toBeGreaterThan(waits);
    expect(firstImport).toBeGreaterThan(preloads);
    expect(script).toContain('const route1 = await import("/assets/login.js");');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/login":route1};');
    expect(script).toContain('import("/assets/entry.client.js");');
    expect(JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(script)![1]!)).toEqual([
      "/assets/entry.client.js",
      "/assets/framework.js",
      "/assets/root.js",
      "/assets/login.js",
    ]);
  });

  test("the script it writes is valid module code", () => {
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(paintFirst(rendered))![1]!;
    // An async function body accepts what a module's top level does here (await, import()).
    expect(() => new Function(`return async () => {${script}}`)).not.toThrow();
  });

  test("the weight of the first load is the same before and after: every file is still counted", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "client-"));
    mkdirSync(path.join(dir, "assets"));
    for (const [name, size] of [["app.css", 300], ["entry.client.js", 500], ["framework.js", 9000], ["root.js", 700], ["login.js", 400]] as const) {
      writeFileSync(path.join(dir, "assets", name), `/* ${name} */ ${"x".repeat(size)}`);
    }
    const before = assetWeight(rendered, dir);
    const after = assetWeight(paintFirst(rendered), dir);
    expect(after.js).toBe(before.js);
    expect(after.css).toBe(before.css);
    expect([...after.files].sort()).toEqual([...before.files].sort());
  });

  test("a page without React Router's scripts, or of another shape, is left exactly as it is", () => {
    const plain = `<!DOCTYPE html><html lang="it"><head></head><body><script ${NONCE}>document.cookie;</script></body></html>`;
    expect(paintFirst(plain)).toBe(plain);
    const other = rendered.replace('import * as route0 from "/assets/root.js";\n', 'import route0 from "/assets/root.js";\n');
    expect(paintFirst(other)).toBe(other);
  });
});
