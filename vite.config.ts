import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { formsPlugin } from "./vite/forms-plugin.ts";

const require = createRequire(import.meta.url);
// React Router's exports name its development build for every bundler; its production build differs
// only in compiling out the developer warnings (−0.6 KB gzip on every enhanced page, decision 114).
const routerDist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
// The document shell and the form parts every enhanced page renders: the root route, the field and
// form components, our form hook, the copy areas the shell reads; and the consent key (50 bytes, read
// by sign-up, the consents screen and their checks), which alone was a file of its own. The consent
// list and the password rules (with their copy) too: sign-up loaded them as two files of their own,
// and in this chunk they cost 0.6 KB gzip on every form page and save sign-up 0.5 KB, which brings
// it under issue 13's 115 KB (decision 114, last).
const SHELL =
  /[\\/]app[\\/](root\.tsx|ui[\\/](form-parts|field|route-form|submit-button|help-links|helpline-link|plain-document|inline-scripts|prefix-select|toasts|logo|recaptcha|nonce|button|route-handle|public-config|consent-list|password-rules)\.tsx?|forms[\\/]consent-fields\.ts|copy[\\/]it[\\/](common|errors|forms|errorSummary|help|toast|tooManyRequests|pending|consentList|passwordRules)\.ts)$/;

/**
 * React Router's components made with `forwardRef` (Link, NavLink, Form) are module-level calls the
 * bundler must assume have effects, and each is followed by a `displayName` assignment for React's
 * developer tools: both keep NavLink (and its view-transition hook) in every page although no screen
 * uses it. The calls are marked pure and those components' names dropped, so an unused one is
 * tree-shaken (−0.5 KB gzip on every enhanced page); the components in use work as before, only the
 * developer tools show them unnamed.
 */
function pureRouterComponents(): Plugin {
  return {
    name: "pure-router-components",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/.test(id)) return null;
      const components = new Set([...code.matchAll(/^var (\w+) = React\d*\.forwardRef\(/gm)].map((match) => match[1]));
      if (components.size === 0) return null;
      return code
        .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, "$1/* @__PURE__ */ $2")
        .replace(/^(\w+)\.displayName = "[^"]*";$/gm, (line, name: string) => (components.has(name) ? "" : line));
    },
  };
}

/**
 * React Router's `createRouter` wraps the router and every route in the instrumentations it is given
 * (`unstable_instrumentations`, for observability tools). In the browser its one caller is
 * `<HydratedRouter>`, which passes its own `instrumentations` prop, and app/entry.client.tsx renders
 * it with no props: both `if (init.instrumentations)` branches are dead, yet they keep the
 * instrumentation code (~1 KB gzip on every enhanced page). They are made `if (false)` so the bundler
 * drops it; the build fails if the entry ever passes instrumentations, or if React Router's code no
 * longer reads as expected (an upgrade must look again).
 */
function noRouterInstrumentations(): Plugin {
  return {
    name: "no-router-instrumentations",
    enforce: "pre",
    transform(code, id) {
      if (/[\\/]app[\\/]entry\.client\.tsx$/.test(id)) {
        if (/instrumentations/.test(code)) this.error("entry.client passes instrumentations: remove noRouterInstrumentations from vite.config.ts");
        return null;
      }
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/.test(id) || !code.includes("function createRouter(init)")) return null;
      const branch = /^ {2}if \(init\.instrumentations\) \{$/gm;
      const found = code.match(branch)?.length ?? 0;
      if (found !== 2) this.error(`createRouter reads init.instrumentations ${found} times, not 2: look at noRouterInstrumentations again`);
      return code.replace(branch, "  if (false) {");
    },
  };
}

/**
 * React and React DOM are CommonJS: every chunk that imports them carried the bundler's interop
 * helpers (`__toESM`), which lived in a runtime chunk of their own that every enhanced page loaded.
 * Our modules and React Router import them through ES module facades in the framework chunk instead,
 * so the interop happens there once, the helpers join the framework chunk, and one file less loads
 * (−0.2 KB gzip on every enhanced page). React DOM and the scheduler keep requiring React directly.
 */
const ESM_FACADES: Record<string, string[]> = {
  react: Object.keys(require("react")).filter((name) => !name.startsWith("__")),
  "react/jsx-runtime": ["Fragment", "jsx", "jsxs"],
  "react-dom": Object.keys(require("react-dom")).filter((name) => !name.startsWith("__")),
  "react-dom/client": ["createRoot", "hydrateRoot", "version"],
};
function esmFacades(): Plugin {
  return {
    name: "esm-facades",
    enforce: "pre",
    resolveId(source, importer) {
      // Imports from inside the CommonJS packages stay as they are (the facades import them too).
      if (!(source in ESM_FACADES) || !importer || /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(importer)) return null;
      return `\0esm-facade:${source}`;
    },
    load(id) {
      if (!id.startsWith("\0esm-facade:")) return null;
      const source = id.slice("\0esm-facade:".length);
      return `export { default, ${ESM_FACADES[source]!.join(", ")} } from ${JSON.stringify(require.resolve(source))};`;
    },
  };
}

/**
 * Vite wraps every dynamic import of the browser build in its preload helper, which first preloads the
 * imported chunk's dependencies. With `modulePreload: false` those lists only ever name CSS files, and
 * no chunk of ours imports CSS (app.css is linked by root): every list is empty, and the helper's
 * preloading code (~0.45 KB gzip on every enhanced page) never runs. This helper does what Vite's does
 * with an empty list, a microtask later the import, and a failed import reported as a
 * `vite:preloadError` event before it is thrown; the build fails if a chunk ever imports CSS.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
function leanPreloadHelper(): Plugin {
  return {
    name: "lean-preload-helper",
    enforce: "pre",
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return `export const __vitePreload = (baseModule) => Promise.resolve().then(() => baseModule().catch((error) => {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}));`;
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${chunk.fileName} imports CSS, which the lean preload helper would not load (vite.config.ts)`);
        }
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser build's size plugins, for `react-router build` only: the development server serves
  // React as pre-bundled modules, which the facades would bypass (hydration failed with them).
  plugins: [formsPlugin(), reactRouter(), ...(command === "build" && !isSsrBuild ? [pureRouterComponents(), noRouterInstrumentations(), esmFacades(), leanPreloadHelper()] : [])],
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: path.join(routerDist, "index.mjs") },
          { find: /^react-router\/dom$/, replacement: path.join(routerDist, "dom-export.mjs") },
          // The browser's form checks need a number's calling code, not the phone metadata (decision 131).
          ...(command === "build" ? [{ find: /^libphonenumber-js\/min$/, replacement: path.resolve("app/forms/phone-lite.ts") }] : []),
        ],
      },
  build: isSsrBuild
    ? {}
    : {
        // React Router preloads every route's files itself; Vite's preload helper only served our
        // dynamic imports (Sentry, the prefix list, sign-up's invoicing section), which load after
        // hydration and may fetch their own imports in turn (−0.3 KB gzip, decision 114).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // React, React DOM, React Router and the shell load on every enhanced page together (plain
            // pages load nothing, decision 110): one file compresses better than fifteen and saves
            // their per-file gzip overhead and import lists (issue 13; decisions 110, 114).
            codeSplitting: {
              groups: [{ name: "framework", test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id) || id.startsWith("\0esm-facade:") }],
            },
          },
        },
      },
}));
