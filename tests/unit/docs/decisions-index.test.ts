import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decisionsDir, parseRecord, problemsOf, readRecords, renderIndex } from "../../../scripts/decisions-index";

describe("decision records", () => {
  const records = readRecords();

  it("each starts with its heading, then Status: and Date: lines", () => {
    expect(records.length).toBeGreaterThan(100);
    expect(records.flatMap(problemsOf), "add the lines under the record's heading, then run `npm run decisions`").toEqual([]);
  });

  it("are all listed, as they are now, in docs/decisions/README.md", () => {
    const index = readFileSync(path.join(decisionsDir, "README.md"), "utf8");
    for (const record of records) expect(index, "run `npm run decisions` to regenerate the index").toContain(`](${record.file})`);
    expect(index, "run `npm run decisions` to regenerate the index").toBe(renderIndex(records));
  });

  it("a superseded record's status links its successor", () => {
    const old = parseRecord("129-screens.md", "# 129 — Screens declared in one table\n\nStatus: superseded by 186\nDate: 2026-11-25\n");
    const successor = parseRecord("186-middleware.md", "# 186 — Middleware\n\nStatus: accepted\nDate: 2026-11-28\n");
    expect(problemsOf(old)).toEqual([]);
    const index = renderIndex([successor, old]);
    expect(index).toContain("| 129 | [Screens declared in one table](129-screens.md) | superseded by [186](186-middleware.md) | 2026-11-25 |");
    expect(index.indexOf("| 129 |")).toBeLessThan(index.indexOf("| 186 |"));
  });

  it("a record without a status or a date is named", () => {
    const bare = parseRecord("200-new.md", "# 200 — Something new\n\nContext: …\n");
    expect(problemsOf(bare)).toEqual([
      '200-new.md: no "Status: accepted" (or "superseded by NNN", "partly superseded by NNN") under the heading',
      '200-new.md: no "Date: YYYY-MM-DD" under the heading',
    ]);
    expect(problemsOf(parseRecord("201-x.md", "# 201 — X\n\nStatus: maybe\nDate: 2026-11-28\n"))).toHaveLength(1);
  });
});
