import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
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
