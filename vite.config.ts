import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { formsPlugin } from "./vite/forms-plugin.ts";
import { browserRewrites } from "./vite/rewrites.ts";
import { devLanguagesPlugin } from "./vite/dev-languages.ts";
import { buildLanguage, languagePlugin } from "./vite/language.ts";
import { standaloneDevPlugin } from "./vite/standalone-dev.ts";
import { styleLookupsPlugin } from "./vite/style-lookups.ts";

const require = createRequire(import.meta.url);
// React Router's exports name its development build for every bundler; its production build differs
// only in compiling out the developer warnings (−0.6 KB gzip on every enhanced page, decision 114).
const routerDist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
// The document shell and the form parts every enhanced page renders live in a `shell/` folder (app/ui/shell,
// app/copy/it/shell); they load on every enhanced page with the framework, so they join its chunk:
// moving a file into or out of such a folder is the whole change (issue 23).
const SHELL = /[\\/]app[\\/].*[\\/]shell[\\/][^\\/]+$/;
// The bundler's own helpers (CommonJS interop, namespaces), which every enhanced page needs.
const BUNDLER_RUNTIME = "\0rolldown/runtime";

export default defineConfig(({ command, isSsrBuild }) => ({
  // The rewrites of React Router's and Vite's browser code (vite/rewrites.ts, decision 155) are for
  // `react-router build` only: the development server serves its own pre-bundled modules.
  plugins: [languagePlugin(buildLanguage()), devLanguagesPlugin(), styleLookupsPlugin(), formsPlugin(), standaloneDevPlugin(), reactRouter(), ...(command === "build" && !isSsrBuild ? browserRewrites() : [])],
  // The development server's browser: the forms' checks load behind a virtual module (vite/forms-plugin.ts),
  // where the scan for dependencies does not look, and would otherwise find this package only once a
  // first visitor starts on a phone field, and bundle it then.
  optimizeDeps: { include: ["libphonenumber-js/min"] },
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
              groups: [{ name: "framework", test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id) || id.startsWith(BUNDLER_RUNTIME) }],
            },
          },
        },
      },
}));
