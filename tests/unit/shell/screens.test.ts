import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";

type Entry = { id?: string; file: string; children?: Entry[] };

/** Every route module of app/routes.ts, once each (one module may serve several routes). */
function modules(entries: readonly Entry[]): string[] {
  return [...new Set(entries.flatMap((entry) => [entry.file, ...modules(entry.children ?? [])]))];
}

const sourceOf = (file: string) => readFileSync(path.join("app", file), "utf8");
const hasAction = (file: string) => /export (async )?function action\b/.test(sourceOf(file));
/** The screen's declaration as its module writes it: `export const middleware = [screen({ ... })]`. */
const declarationOf = (file: string) => /export const middleware = \[[^\]]*\bscreen\((\{[^)]*\})\)/.exec(sourceOf(file))?.[1] ?? null;

describe("each screen declares what its post does, in its own module (issues 20 and 40)", () => {
  it.each(modules(routes as unknown as Entry[]).filter(hasAction))("%s, which has an action, declares its screen in its middleware", (file) => {
    expect(declarationOf(file), `${file} exports an action but no \`middleware = [screen({ ... })]\``).not.toBeNull();
  });

  it.each(modules(routes as unknown as Entry[]).filter((file) => declarationOf(file) !== null))("%s: a login, an SMS or a look-up is in the strict bucket", (file) => {
    const declaration = declarationOf(file)!;
    if (/\b(login|sms|probe)\b/.test(declaration)) expect(declaration).toContain('bucket: "strict"');
  });
});
