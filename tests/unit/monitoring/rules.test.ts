import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dashboardExprs, metricNames, readRules, ruleFiles, ruleTestFiles } from "../../support/prometheus";

/**
 * Issue 44: the alert and recording rules of deploy/prometheus/, checked and tested by Prometheus's own
 * promtool (Debian's `prometheus` package; .ci/run installs it). promtool takes well under a second,
 * which is why this one process is started from the unit layer.
 */
function promtool(...args: string[]): string {
  try {
    return execFileSync("promtool", args, { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`promtool ${args.join(" ")} failed:\n${failed.stdout ?? ""}${failed.stderr ?? failed.message}`);
  }
}

const rules = readRules();
const alerts = rules.filter((rule) => rule.kind === "alert");
const recorded = new Set(rules.filter((rule) => rule.kind === "record").map((rule) => rule.name));

/** GitHub's anchor of a Markdown heading. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replace(/ /g, "-");

describe("the alert rules (deploy/prometheus)", () => {
  it("are valid Prometheus rule files (promtool check rules)", () => {
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    expect(promtool("check", "rules", ...ruleFiles())).toMatch(/SUCCESS/);
  });

  it("behave as their tests say (promtool test rules)", () => {
    expect(promtool("test", "rules", ...ruleTestFiles())).toMatch(/SUCCESS/);
  });

  it("each have a test that fires it and one that keeps it quiet", () => {
    const cases = ruleTestFiles()
      .flatMap((file) => readFileSync(file, "utf8").split(/^\s*- eval_time:/m).slice(1))
      .map((chunk) => ({ alert: /alertname:\s*(\S+)/.exec(chunk)?.[1], quiet: /exp_alerts:\s*\[\]/.test(chunk) }));
    for (const alert of alerts) {
      expect(cases.some((test) => test.alert === alert.name && !test.quiet), `${alert.name} fires in a test`).toBe(true);
      expect(cases.some((test) => test.alert === alert.name && test.quiet), `${alert.name} stays quiet in a test`).toBe(true);
    }
  });

  it("each say their severity and summary and link their section of docs/operating.md", () => {
    const runbook = readFileSync("docs/operating.md", "utf8");
    const sections = new Set([...runbook.matchAll(/^#{2,3} (.+)$/gm)].map((match) => anchor(match[1]!)));
    for (const alert of alerts) {
      expect(alert.text, alert.name).toMatch(/^\s+severity: (critical|warning)$/m);
      expect(alert.text, alert.name).toMatch(/^\s+summary: \S/m);
      const link = /^\s+runbook_url: docs\/operating\.md#(\S+)$/m.exec(alert.text);
      expect(link, `${alert.name}'s runbook_url`).not.toBeNull();
      expect(sections, `${alert.name}'s runbook section`).toContain(link![1]);
    }
  });

  it("use, like the dashboard, only recorded series among the names with a colon", () => {
    const used = [...rules.map((rule) => rule.expr), ...dashboardExprs().map((target) => target.expr)].flatMap(metricNames);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used.filter((name) => name.includes(":"))) expect(recorded, name).toContain(name);
  });
});

describe("metricNames", () => {
  it("finds the selected series, not functions, labels, strings or keywords", () => {
    expect(
      metricNames(
        'sum by (call) (rate(a_total{outcome=~"http|network"}[5m])) / ignoring(x) group_left b:c:d > scalar(t:x) unless on(channel) (e offset 1w) and label_replace(vector(0.5), "channel", "sms", "", "")',
      ),
    ).toEqual(["a_total", "b:c:d", "t:x", "e"]);
  });
});
