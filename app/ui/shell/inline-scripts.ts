/**
 * Scripts of the pages served without React Router's scripts (decision 110): each is a self-contained
 * function, so the very same code runs in the bundle (hydrated pages, client-side navigations) and,
 * through `inlineScript`, as a few hundred bytes of nonce'd inline script in a plain page. The cookie
 * check every page runs is here; the scripts of single screens are in plain-page-scripts.ts, so that
 * they load with their screen only (decision 114).
 */

/** Spec §9: a browser that refuses cookies is sent to no-cookies, query kept. True when it leaves. */
export function leaveWithoutCookies(): boolean {
  const target = "/feedback/no-cookies";
  if (navigator.cookieEnabled || location.pathname === target) return false;
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
