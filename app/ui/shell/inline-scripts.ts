/**
 * Scripts of the pages served without React Router's scripts (decision 110): each is a self-contained
 * function, so the very same code runs in the bundle (hydrated pages, client-side navigations) and,
 * through `inlineScript`, as a few hundred bytes of nonce'd inline script in a plain page. The cookie
 * check every page runs is here; the scripts of single screens are in plain-page-scripts.ts, so that
 * they load with their screen only (decision 114).
 */

/**
 * Whether this browser keeps cookies, by writing one and reading it back: Chromium told to block every
 * cookie still says `navigator.cookieEnabled`, and no-cookies then sent it back to the login, which sent
 * it to no-cookies again (issue 25 item 2). Self-contained, as the scripts that take it as an argument.
 */
export function cookiesWork(): boolean {
  if (!navigator.cookieEnabled) return false;
  const probe = "ar_cookie_check=1";
  document.cookie = probe + "; path=/; SameSite=Lax";
  const kept = document.cookie.split("; ").indexOf(probe) !== -1;
  document.cookie = probe + "; path=/; SameSite=Lax; max-age=0";
  return kept;
}

/**
 * Spec §9: a browser that refuses cookies is sent to no-cookies, query kept. True when it leaves.
 * `works` is `cookiesWork`, passed in so that the inline copy carries its source along.
 */
export function leaveWithoutCookies(works: () => boolean): boolean {
  const target = "/feedback/no-cookies";
  if (location.pathname === target || works()) return false;
  location.replace(target + location.search);
  return true;
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
