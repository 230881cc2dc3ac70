import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import * as en from "../../app/copy/en";
import * as italianCopy from "../../app/copy/it";

// Issue 25, decision 164: no page loads the other language's text. Each language's browser files are
// read as the build wrote them, for every text of the other copy long enough to be its own (short words
// such as "Password" are the same in both). Here, not in the route layer, which runs from source (decision 182).

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

function ownTexts(mine: unknown, theirs: unknown): string[] {
  const other = new Set(textsOf(theirs));
  return [...new Set(textsOf(mine))].filter((text) => text.length >= 16 && !other.has(text));
}

/** A bundle's text with the escapes a minifier may write (\u00e8, \n) read back. */
function readBundle(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\\u([\da-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\\n/g, "\n");
}

function foundIn(files: string[], texts: string[]): string[] {
  return files.flatMap((file) => {
    const bundle = readBundle(file);
    return texts.filter((text) => bundle.includes(text)).map((text) => `${path.basename(file)}: ${JSON.stringify(text)}`);
  });
}

describe("each language's pages hold only its own text", () => {
  it("no file of the English build holds an Italian text", () => {
    const dir = path.resolve("build/en/client/assets");
    const files = readdirSync(dir).filter((name) => name.endsWith(".js")).map((name) => path.join(dir, name));
    expect(files.length).toBeGreaterThan(10);
    const italian = ownTexts(italianCopy, en);
    expect(italian.length).toBeGreaterThan(200);
    // Seen to fail: without the language hooks (vite/language-hooks.ts) the forms' messages read at build
    // time stay Italian ("Scegli un prefisso dall'elenco", "Puoi scrivere al massimo 100 caratteri").
    expect(foundIn(files, italian)).toEqual([]);
  });

  it("no file an Italian page loads holds an English text", async () => {
    const build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
    const urls = new Set<string>([build.assets.entry.module, ...build.assets.entry.imports]);
    for (const route of Object.values(build.assets.routes)) for (const url of route ? [route.module, ...(route.imports ?? [])] : []) urls.add(url);
    const files = [...urls].map((url) => path.resolve("build/client", url.replace(/^\//, "")));
    expect(files.length).toBeGreaterThan(10);
    const english = ownTexts(en, italianCopy);
    expect(english.length).toBeGreaterThan(200);
    expect(foundIn(files, english)).toEqual([]);
  });
});
