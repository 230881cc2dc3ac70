import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Decision 159: a screen is scanned (axe, html-validate) the first time the run meets it in a given
// state, not on every visit. Journeys pass the same screens again and again, and the scans were over a third
// of the suite's time. What tells two visits apart is the markup, read without what changes on every
// request and does not change what a scan finds: nonces, tokens, typed values, digits, script bodies,
// the mark of a hydrated page.

/** Shared by the run's workers: playwright.config.ts names it before they start. */
const RUN = process.env.E2E_SCAN_RUN;
const directory = RUN ? join(tmpdir(), "area-riservata-scans", RUN) : undefined;
if (directory) mkdirSync(directory, { recursive: true });
const seen = new Set<string>();

export function screenState(html: string): string {
  return html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, "$1</script>")
    .replace(/\b(nonce|value)="[^"]*"/g, '$1=""')
    // Set once scripts run, for tests to wait on; no style or rule reads it.
    .replace(/ data-hydrated="true"/, "")
    .replace(/[A-Za-z0-9_-]{20,}/g, "~")
    .replace(/\d+/g, "0");
}

/**
 * True the first time this run meets this check of this screen in this state. Either project may meet it
 * first: once their scripts are set aside the two projects' markup is mostly the same document.
 */
export function firstTimeInRun(check: "axe" | "html", url: string, html: string): boolean {
  const key = createHash("sha256")
    .update(`${check}\n${new URL(url).pathname}\n${screenState(html)}`)
    .digest("hex");
  if (seen.has(key)) return false;
  seen.add(key);
  if (!directory) return true;
  try {
    writeFileSync(join(directory, key), "", { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
