import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SCREENS_DIR } from "./paths";

/**
 * Every screen state the route tests reach (issue 41, decision 191): each HTML document an answer
 * carried (a 2xx or 4xx/5xx screen; redirects and other types have none), with the route that drew it
 * and its language. The scan (tests/route/scans.test.ts) validates and scans each once, after the route
 * tests; it also fails for a screen that no passing test reached.
 */
export type Screen = { routeId: string; lang: string; status: number; path: string; html: string };

/**
 * What tells two states of a screen apart: the markup without what changes on every answer and not what
 * a scan finds (decision 159, now here): script bodies, nonces, the CSRF token and typed values, long
 * random tokens (request ids), digits (times, counts, codes).
 */
export function screenState(html: string): string {
  return html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, "$1</script>")
    .replace(/\b(nonce|value)="[^"]*"/g, '$1=""')
    .replace(/[A-Za-z0-9_-]{20,}/g, "~")
    .replace(/\d+/g, "0");
}

const thisTest: Promise<Screen | undefined>[] = [];
const passed = new Map<string, Screen>();

/** Reads the screen an answer carries, beside the test that reads the answer itself. */
export function captureScreen(response: Response, routeId: string | undefined, pathname: string): void {
  if (!routeId || (response.status >= 300 && response.status < 400)) return;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return;
  const copy = response.clone();
  thisTest.push(
    copy.text().then(
      (html) => ({ routeId, lang: /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? "", status: response.status, path: pathname, html }),
      () => undefined,
    ),
  );
}

/** A test's screens count once it has passed, as its hits do (hits.ts). */
export async function endScreens(testPassed: boolean): Promise<void> {
  const screens = await Promise.all(thisTest.splice(0));
  if (!testPassed) return;
  for (const screen of screens) {
    if (!screen) continue;
    const key = createHash("sha256").update(`${screen.routeId}\n${screen.lang}\n${screen.status}\n${screenState(screen.html)}`).digest("hex");
    if (!passed.has(key)) passed.set(key, screen);
  }
}

/** One file per state, named by its fingerprint: the same state met by two files is written once. */
export function writeScreens(): void {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const [key, screen] of passed) writeFileSync(path.join(SCREENS_DIR, `${key}.json`), JSON.stringify(screen));
  passed.clear();
}
