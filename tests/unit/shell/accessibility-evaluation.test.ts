import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVALUATION } from "../../../app/accessibility/evaluation";
import routes from "../../../app/routes";

type Entry = { id?: string; file: string; children?: Entry[] };
const flatten = (entries: readonly Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const rendersScreen = (file: string) => /export default function/.test(readFileSync(path.join("app", file), "utf8"));

// The accessibility statement states what the suites measure (issue 25, decision 161): its figures
// are held here to the code they describe.
describe("the accessibility statement's figures", () => {
  it("name the axe-core the e2e scan runs", () => {
    const require = createRequire(import.meta.url);
    expect(EVALUATION.axeVersion).toBe((require("axe-core/package.json") as { version: string }).version);
  });

  it("count the screens the route tree serves: every route whose module renders one", () => {
    expect(EVALUATION.screens).toBe(flatten(routes as unknown as Entry[]).filter((route) => rendersScreen(route.file)).length);
  });

  it("name the tags the e2e scan uses, which reads them from the statement", () => {
    const checks = readFileSync("tests/e2e/support/checks.ts", "utf8");
    // axe.run's tags are the argument handed into the page, and that argument is the statement's list.
    expect(checks).toContain('runOnly: { type: "tag", values: tags }');
    expect(checks).toMatch(/values: tags \}[\s\S]*?\),\s*\[\.\.\.EVALUATION\.axeTags\],\s*\);/);
  });
});
