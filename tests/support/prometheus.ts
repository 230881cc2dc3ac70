import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reading deploy/prometheus/ and deploy/grafana/ for the tests (issue 44): the rules are written in one
 * plain shape (a rule starts with `- alert:` or `- record:`, its `expr:` on one line or as a `|` block),
 * which is all this reads; a rule in another shape is not found, and the tests that count rules fail.
 */
export const PROMETHEUS_DIR = "deploy/prometheus";
export const GRAFANA_DIR = "deploy/grafana";

export type Rule = { kind: "alert" | "record"; name: string; expr: string; text: string; file: string };

export function ruleFiles(dir = PROMETHEUS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".rules.yml"))
    .sort()
    .map((name) => path.join(dir, name));
}

export function ruleTestFiles(dir = PROMETHEUS_DIR): string[] {
  const tests = path.join(dir, "tests");
  return readdirSync(tests)
    .filter((name) => name.endsWith(".test.yml"))
    .sort()
    .map((name) => path.join(tests, name));
}

function exprOf(lines: string[]): string {
  const at = lines.findIndex((line) => /^\s*expr:/.test(line));
  if (at < 0) return "";
  const value = lines[at]!.replace(/^\s*expr:\s*/, "");
  if (!/^[|>][-+]?$/.test(value.trim())) return value;
  const indent = lines[at]!.search(/\S/);
  const block = [];
  for (const line of lines.slice(at + 1)) {
    if (line.trim() && line.search(/\S/) <= indent) break;
    block.push(line.trim());
  }
  return block.join(" ");
}

export function readRules(files = ruleFiles()): Rule[] {
  return files.flatMap((file) => {
    const lines = readFileSync(file, "utf8").split("\n");
    const starts = lines.flatMap((line, index) => (/^\s*- (alert|record):/.test(line) ? [index] : []));
    return starts.map((start, index) => {
      const own = lines.slice(start, starts[index + 1] ?? lines.length).filter((line) => !/^\s*#/.test(line));
      const [, kind, name] = /^\s*- (alert|record):\s*(\S+)/.exec(own[0]!)!;
      return { kind: kind as Rule["kind"], name: name!, expr: exprOf(own), text: own.join("\n"), file };
    });
  });
}

const KEYWORDS = new Set(["by", "without", "on", "ignoring", "group_left", "group_right", "bool", "and", "or", "unless", "offset", "inf", "nan"]);

/** The metric names a PromQL expression selects: not its functions, labels, strings, durations or keywords. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\boffset\s+\w+/g, " ")
    .replace(/(?<![\w:])\d[\w.]*/g, " ");
  const names = [...bare.matchAll(/(?<![\w:])[a-zA-Z_:][\w:]*(?![\w:]|\s*\()/g)].map((match) => match[0]);
  return [...new Set(names.filter((name) => !KEYWORDS.has(name)))];
}

/** Every `expr` of the Grafana dashboards: each panel's targets and each annotation's query. */
export function dashboardExprs(dir = GRAFANA_DIR): Array<{ file: string; panel: string; expr: string }> {
  type Dashboard = { panels: Array<{ title: string; targets?: Array<{ expr?: string }> }>; annotations?: { list: Array<{ name: string; expr?: string }> } };
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const file = path.join(dir, name);
      const dashboard = JSON.parse(readFileSync(file, "utf8")) as Dashboard;
      const panels = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ file, panel: panel.title, expr: target.expr ?? "" })));
      const annotations = (dashboard.annotations?.list ?? []).filter((item) => item.expr).map((item) => ({ file, panel: item.name, expr: item.expr! }));
      return [...panels, ...annotations];
    });
}

/** Series Prometheus makes itself: a target's scrape (up) and its alerts' states (ALERTS). */
export const PROMETHEUS_OWN = new Set(["up", "ALERTS"]);

/** The names a scrape declares (`# TYPE name kind`), with what a histogram's or summary's samples are called. */
export function exportedNames(scrape: string): Set<string> {
  const names = new Set<string>();
  for (const match of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name, kind] = match;
    names.add(name!);
    if (kind === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name + suffix);
    if (kind === "summary") for (const suffix of ["_sum", "_count"]) names.add(name + suffix);
  }
  return names;
}
