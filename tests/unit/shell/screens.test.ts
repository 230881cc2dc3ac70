import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { screens } from "../../../app/screens";

type Entry = { id?: string; file: string; children?: Entry[] };

/** Every route of app/routes.ts with the id React Router gives it: its own, or its file without extension. */
function flatten(entries: readonly Entry[]): { id: string; file: string }[] {
  return entries.flatMap((entry) => [{ id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), file: entry.file }, ...flatten(entry.children ?? [])]);
}

const all = flatten(routes as unknown as Entry[]);
const hasAction = (file: string) => /export (async )?function action\b/.test(readFileSync(path.join("app", file), "utf8"));

describe("one declaration per screen (issue 20 item 1)", () => {
  it.each(all.filter((route) => hasAction(route.file)).map((route) => route.id))("the route %s, which has an action, is declared in app/screens.ts", (id) => {
    expect(Object.keys(screens)).toContain(id);
  });

  it.each(Object.keys(screens))("the declaration %s names a route of app/routes.ts", (id) => {
    expect(all.map((route) => route.id)).toContain(id);
  });

  it("every login and every screen that sends an SMS is in the strict bucket", () => {
    for (const [id, policy] of Object.entries(screens)) {
      if ("login" in policy || "sms" in policy || "probe" in policy) expect(policy.bucket, id).toBe("strict");
    }
  });
});
