import { redirect } from "react-router";
import { clockOffsetSeconds, moveClock, now } from "../clock.server";
import { safeRedirect } from "../security/safe-redirect";
import { onlyInDevAndTest } from "../test-only.server";
import type { Route } from "./+types/test-clock";
import { urlOf } from "../request-url";

/** A day: further than any lock, code or pending login lasts, and short of a session's lifetime. */
const MAX_ADVANCE_SECONDS = 24 * 60 * 60;

/**
 * Dev and Test only (404 in Cld and Prod, as `/__test/session`): moves the server's clock forward,
 * for the application and its embedded reference API alike (decision 152), so a test sees a 60 s lock
 * or a 15-minute block end without waiting for it. `?advance=61` moves it and answers the offset;
 * `&next=/path` then opens that same-origin path instead. Without `advance` it only answers the offset.
 * A GET, so a test can move time and reload a screen in one navigation.
 */
export function loader({ request }: Route.LoaderArgs) {
  onlyInDevAndTest();
  const query = urlOf(request).searchParams;
  if (query.has("advance")) {
    const seconds = Number(query.get("advance"));
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_ADVANCE_SECONDS) throw new Response(null, { status: 400 });
    moveClock(seconds);
  }
  const next = query.get("next");
  // Same-origin paths only, even here.
  if (next !== null) return redirect(safeRedirect(next, []) ?? "/");
  return Response.json({ offsetSeconds: clockOffsetSeconds(), now: new Date(now()).toISOString() }, { headers: { "Cache-Control": "no-store" } });
}
