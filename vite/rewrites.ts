import type { Plugin } from "vite";

// The rewrites of React Router's and Vite's code in the browser build. Decision 155 lists each with
// its gain measured on every enhanced page; one that no longer finds what it rewrites fails the build
// and names itself, so an upgrade never drops a gain silently.

const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;

/** Fails the build when a rewrite applied nowhere during it. */
function mustApply(name: string, what: string) {
  let applied = false;
  return {
    applied: () => void (applied = true),
    check(this: { error(message: string): never }) {
      if (!applied) this.error(`${name} found no ${what} to rewrite: React Router or Vite changed; look at vite/rewrites.ts and decision 155 again`);
    },
  };
}

/**
 * React Router's components made with `forwardRef` (Link, NavLink, Form) are module-level calls the
 * bundler must assume have effects, and each is followed by a `displayName` assignment for React's
 * developer tools: both keep NavLink (and its view-transition hook) in every page although no screen
 * uses it. The calls are marked pure and those components' names dropped, so an unused one is
 * tree-shaken; the components in use work as before, only the developer tools show them unnamed.
 */
function pureRouterComponents(): Plugin {
  const rewrite = mustApply("pure-router-components", "forwardRef component of React Router");
  return {
    name: "pure-router-components",
    enforce: "pre",
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const components = new Set([...code.matchAll(/^var (\w+) = React\d*\.forwardRef\(/gm)].map((match) => match[1]));
      if (components.size === 0) return null;
      rewrite.applied();
      return code
        .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, "$1/* @__PURE__ */ $2")
        .replace(/^(\w+)\.displayName = "[^"]*";$/gm, (line, name: string) => (components.has(name) ? "" : line));
    },
    buildEnd(error) {
      if (!error) rewrite.check.call(this);
    },
  };
}

/**
 * React Router's `createRouter` wraps the router and every route in the instrumentations it is given
 * (`unstable_instrumentations`, for observability tools). In the browser its one caller is
 * `<HydratedRouter>`, which passes its own `instrumentations` prop, and app/ui/shell/hydrate.tsx renders
 * it with no props: both `if (init.instrumentations)` branches are dead, yet they keep the
 * instrumentation code. They are made `if (false)` so the bundler drops it; the build fails if a
 * module of app/ that renders HydratedRouter ever mentions instrumentations.
 */
function noRouterInstrumentations(): Plugin {
  const rewrite = mustApply("no-router-instrumentations", "createRouter");
  return {
    name: "no-router-instrumentations",
    enforce: "pre",
    transform(code, id) {
      if (/[\\/]app[\\/]/.test(id) && !id.includes("node_modules") && code.includes("HydratedRouter")) {
        if (/instrumentations/.test(code)) this.error(`${id} passes instrumentations to HydratedRouter: remove no-router-instrumentations from vite/rewrites.ts`);
        return null;
      }
      if (!ROUTER_CHUNK.test(id) || !code.includes("function createRouter(init)")) return null;
      const branch = /^ {2}if \(init\.instrumentations\) \{$/gm;
      const found = code.match(branch)?.length ?? 0;
      if (found !== 2) this.error(`createRouter reads init.instrumentations ${found} times, not 2: look at no-router-instrumentations in vite/rewrites.ts again`);
      rewrite.applied();
      return code.replace(branch, "  if (false) {");
    },
    buildEnd(error) {
      if (!error) rewrite.check.call(this);
    },
  };
}

/**
 * In the browser our one router is `<HydratedRouter>` (app/ui/shell/hydrate.tsx), yet React Router's
 * code keeps, in every page, the branches only its other routers reach. `RSCRouterContext` is true only
 * under the RSC routers (RSCHydratedRouter, RSCStaticRouter): the error boundary's RSC digests and
 * redirects, and the RSC prefetch links, are dead under ours. `<Scripts>` builds the context and route
 * module scripts only when the static router renders it, on the server (`static`, `staticContext`); in
 * the browser it writes " " and hydration keeps the server's text. Those branches are made dead; the
 * build fails if a module of app/ in the browser build names another router or an RSC API, or if React
 * Router's code no longer reads as below.
 */
const OTHER_ROUTERS = /\b(?:unstable|UNSAFE)_\w*(?:RSC|CallServer)\w*|\b(?:StaticRouterProvider|createStaticRouter|createStaticHandler|ServerRouter)\b/;
const HYDRATED_ONLY: Array<[string, string]> = [
  ["function useIsRSCRouterContext() {\n  return React.useContext(RSCRouterContext);\n}", "function useIsRSCRouterContext() {\n  return false;\n}"],
  ['    if (this.context && typeof error === "object"', '    if (false && typeof error === "object"'],
  ["    if (this.context) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler", "    if (false) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler"],
  ["RenderErrorBoundary.contextType = RSCRouterContext;\n", ""],
  ["let contextScript = staticContext ? `", "let contextScript = false ? `"],
  ['let routeModulesScript = !isStatic ? " " : `', 'let routeModulesScript = true ? " " : `'],
];
function onlyHydratedRouter(): Plugin {
  const rewrite = mustApply("only-hydrated-router", "branch of React Router's RSC or static routers");
  return {
    name: "only-hydrated-router",
    enforce: "pre",
    transform(code, id) {
      if (/[\\/]app[\\/]/.test(id) && !id.includes("node_modules")) {
        const named = OTHER_ROUTERS.exec(code);
        if (named) this.error(`${id} names ${named[0]} in the browser build: remove only-hydrated-router from vite/rewrites.ts`);
        return null;
      }
      if (!ROUTER_CHUNK.test(id) || !code.includes("function useIsRSCRouterContext()")) return null;
      let rewritten = code;
      for (const [from, to] of HYDRATED_ONLY) {
        const found = rewritten.split(from).length - 1;
        if (found !== 1) this.error(`only-hydrated-router finds ${JSON.stringify(from.slice(0, 60))} ${found} times, not once: look at vite/rewrites.ts again`);
        rewritten = rewritten.replace(from, () => to);
      }
      rewrite.applied();
      return rewritten;
    },
    buildEnd(error) {
      if (!error) rewrite.check.call(this);
    },
  };
}

/**
 * Vite wraps every dynamic import of the browser build in its preload helper, which first preloads the
 * imported chunk's dependencies. With `modulePreload: false` those lists only ever name CSS files, and
 * no chunk of ours imports CSS (app.css is linked by root): every list is empty, and the helper's
 * preloading code never runs. This helper does what Vite's does with an empty list, a microtask later
 * the import, and a failed import reported as a `vite:preloadError` event before it is thrown; the
 * build fails if a chunk ever imports CSS.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
function leanPreloadHelper(): Plugin {
  const rewrite = mustApply("lean-preload-helper", `module ${PRELOAD_HELPER.slice(1)}`);
  return {
    name: "lean-preload-helper",
    enforce: "pre",
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      rewrite.applied();
      return `export const __vitePreload = (baseModule) => Promise.resolve().then(() => baseModule().catch((error) => {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}));`;
    },
    buildEnd(error) {
      if (!error) rewrite.check.call(this);
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${chunk.fileName} imports CSS, which the lean preload helper would not load (vite/rewrites.ts)`);
        }
      }
    },
  };
}

export function browserRewrites(): Plugin[] {
  return [pureRouterComponents(), noRouterInstrumentations(), onlyHydratedRouter(), leanPreloadHelper()];
}
