import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const require = createRequire(import.meta.url);
const routerDist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: path.join(routerDist, "index.mjs") },
          { find: /^react-router\/dom$/, replacement: path.join(routerDist, "dom-export.mjs") },
        ],
      },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router load on every enhanced page together: one file compresses
            // better than five and saves their per-file gzip overhead (issue 13; decision 110).
            codeSplitting: {
              groups: [{ name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
            },
          },
        },
      },
}));
