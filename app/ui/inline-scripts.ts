/**
 * Scripts of the pages served without React Router's scripts (decision 110): each is a self-contained
 * function, so the very same code runs in the bundle (hydrated pages, client-side navigations) and,
 * through `inlineScript`, as a few hundred bytes of nonce'd inline script in a plain page.
 */

/** Spec §9: a browser that refuses cookies is sent to no-cookies, query kept. True when it leaves. */
export function leaveWithoutCookies(): boolean {
  const target = "/feedback/no-cookies";
  if (navigator.cookieEnabled || location.pathname === target) return false;
  location.replace(target + location.search);
  return true;
}

/**
 * The temporary block's countdown (spec §4: a tick every 1000 ms): updates `.countdown__value` with
 * `format` and, at zero, hides `[data-countdown=wait]` and shows `[data-countdown=done]`. Returns a stop
 * function.
 */
export function runCountdown(until: number, format: (seconds: number) => string): () => void {
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

/** Spec §9: no-cookies looks again after 3000 ms and goes back (or reloads) once cookies work. */
export function recheckCookies(delayMs: number): () => void {
  const timer = window.setTimeout(() => {
    if (!navigator.cookieEnabled) return;
    if (window.history.length > 1) window.history.back();
    else window.location.reload();
  }, delayMs);
  return () => window.clearTimeout(timer);
}

/** An argument of `inlineScript`: a self-contained function (its source goes along) or JSON data. */
type ScriptArgument = ((...args: never[]) => unknown) | string | number | boolean | null;

/**
 * The source of an inline script calling `fn` with `args`, then marking the page as enhanced (tests
 * wait for that mark before they move a fake clock, as on a hydrated page).
 */
export function inlineScript(fn: (...args: never[]) => unknown, ...args: ScriptArgument[]): string {
  const source = (value: ScriptArgument) => (typeof value === "function" ? `(${value.toString()})` : JSON.stringify(value));
  // "</" never appears raw, so no argument can close the script element early.
  const code = `${source(fn)}(${args.map(source).join(",")});document.documentElement.dataset.hydrated="true"`;
  // Indentation is dead weight in the page; line breaks stay, so no statement runs into the next.
  return code.replace(/\n\s+/g, "\n").replace(/<\//g, "<\\/");
}
