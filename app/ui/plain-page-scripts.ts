// The inline scripts of single plain screens (temporary-blocked, no-cookies), apart from
// inline-scripts.ts, which every enhanced page loads: each screen's bundle holds its own (decision 114).

/**
 * The temporary block's countdown (spec §4: a tick every 1000 ms): updates `.countdown__value` with
 * `format` and, at zero, hides `[data-countdown=wait]` and shows `[data-countdown=done]`. Returns a stop
 * function. It counts down the seconds the server rendered, on the browser's own clock: the server's
 * instant read against a clock that is off (or a Test server's moved clock, decision 152) would be wrong.
 */
export function runCountdown(secondsLeft: number, format: (seconds: number) => string): () => void {
  const until = Date.now() + secondsLeft * 1000;
  const tick = () => {
    const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
    const value = document.querySelector<HTMLTimeElement>(".countdown__value");
    if (value) {
      value.textContent = format(seconds);
      value.dateTime = `PT${seconds}S`;
    }
    if (seconds > 0) return;
    window.clearInterval(timer);
    document.querySelectorAll<HTMLElement>("[data-countdown]").forEach((element) => {
      element.hidden = element.dataset.countdown === "wait";
    });
  };
  const timer = window.setInterval(tick, 1000);
  tick();
  return () => window.clearInterval(timer);
}

/**
 * Spec §9: no-cookies looks again after 3000 ms and goes back (or reloads) once cookies work, as
 * `works` (inline-scripts.ts' `cookiesWork`) finds by writing one: never on the browser's word alone.
 */
export function recheckCookies(delayMs: number, works: () => boolean): () => void {
  const timer = window.setTimeout(() => {
    if (!works()) return;
    if (window.history.length > 1) window.history.back();
    else window.location.reload();
  }, delayMs);
  return () => window.clearTimeout(timer);
}
