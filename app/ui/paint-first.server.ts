/**
 * Paint first, then enhance (decision 115). Every page is whole without its scripts: each form posts
 * and each link works with JavaScript off. So the modules that hydrate it start loading once the page
 * has painted, not beside the stylesheet: on a slow link the customer reads the page ~1 s sooner, and
 * the form works meanwhile; it is enhanced a round trip later.
 *
 * React Router's <Scripts> offers no such option, so its rendered tags are rewritten: its module
 * preloads leave the head, and its module script awaits the first frame, adds the same preloads (all
 * in parallel, as before) and imports the route modules it imported statically. A page whose tags do
 * not have the expected shape (plain pages have none; a new React Router might differ) is left as it
 * is: it then loads as it did before.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /(<script nonce="[^"]*" type="module" async="">);\n((?:import \* as route\d+ from "[^"]+";\n)+)/;
const STATIC_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;

// Once the browser reports its first contentful paint (as presented, which a frame callback may
// precede); without paint timing, in a hidden tab or after 3 s it goes on anyway: never later than that.
const AFTER_PAINT =
  'await new Promise((go) => { setTimeout(go, 3000); try { if (document.visibilityState === "hidden") go(); else new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && go()).observe({ type: "paint", buffered: true }); } catch { go(); } });';

export function paintFirst(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const hrefs = Array.from(html.matchAll(PRELOAD), (match) => match[1]!);
  const [whole, open, imports] = script as unknown as [string, string, string];
  const preload = `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  const deferred = `${open};\n${AFTER_PAINT}\n${preload}\n${imports.replace(STATIC_IMPORT, "const $1 = await import($2);")}`;
  return html.replace(PRELOAD, "").replace(whole, () => deferred);
}
