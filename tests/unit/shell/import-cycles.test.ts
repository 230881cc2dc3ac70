import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Decision 153: no import circle between our modules (type-only imports included: a type circle is a
// circle to whoever reads the code), and app/ never imports server/. The project's ESLint has no import
// plugin; this walks the imports with TypeScript's own pre-processor instead, without a server or ESLint.
// The application and the server that runs it; the reference API and the scripts are programs of their own.
const ROOTS = ["app", "server"];
const SOURCE = /\.(ts|tsx)$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourcesUnder(full);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file a relative specifier names, as the bundler resolution of tsconfig.json finds it. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.join(path.dirname(from), specifier).replace(/\.js$/, "");
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file)) ?? null;
}

const files = ROOTS.filter((root) => existsSync(root)).flatMap(sourcesUnder);
const graph = new Map(
  files.map((file) => {
    const imported = ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles;
    return [file, [...new Set(imported.map((entry) => resolve(file, entry.fileName)).filter((target): target is string => target !== null))]];
  }),
);

/** Every circle, each once, as the list of files around it (Tarjan's strongly connected components). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("imports (decision 153)", () => {
  it("the walk sees the project's modules and their imports", () => {
    expect(graph.get(path.join("server", "request-handler.ts"))).toContain(path.join("app", "request-context.ts"));
    expect(files.length).toBeGreaterThan(100);
  });

  it("no module is part of an import circle", () => {
    expect(circles()).toEqual([]);
  });

  it("app/ imports nothing of server/: the server depends on the application, not the reverse", () => {
    const upward = files.filter((file) => file.startsWith(`app${path.sep}`)).flatMap((file) => (graph.get(file) ?? []).filter((target) => target.startsWith(`server${path.sep}`)).map((target) => `${file} → ${target}`));
    expect(upward).toEqual([]);
  });
});
