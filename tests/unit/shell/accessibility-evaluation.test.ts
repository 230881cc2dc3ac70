import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { EVALUATION } from "../../../app/accessibility/evaluation";

// The accessibility statement states what the suites measure (issue 25, decision 161): its figures
// are held here to the code they describe.
describe("the accessibility statement's figures", () => {
  it("name the axe-core the scan runs", () => {
    const require = createRequire(import.meta.url);
    expect(EVALUATION.axeVersion).toBe((require("axe-core/package.json") as { version: string }).version);
  });

  it("name the tags and rules the route layer's scan uses, which reads them from the statement", () => {
    const checks = readFileSync("tests/route/scans.test.ts", "utf8");
    // axe.run's tags and rules are the argument handed into the page, and that argument is the statement's lists.
    expect(checks).toContain('runOnly: { type: "tag", values: tags }');
    expect(checks).toContain("rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }]))");
    expect(checks).toContain("{ tags: [...EVALUATION.axeTags], rules: [...EVALUATION.axeExperimentalRules] }");
  });
});
