import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layering of design §3, as lint rules: routes → actions → {forms, flow, upstream, session,
 * security}; routes → ui → copy; flow does no I/O; upstream imports only config. Each folder lists the
 * folders of app/ it must not import (matched on the import path).
 */
const folder = (name) => `^(\\.\\./)+${name}(/|$)`;
const layers = {
  routes: ["upstream"],
  actions: ["routes", "ui"],
  forms: ["routes", "actions", "flow", "upstream", "session", "security", "ui", "config\\.server"],
  flow: ["routes", "actions", "forms", "upstream", "session", "security", "ui", "config\\.server", "node:.*", "react-router", "react"],
  upstream: ["routes", "actions", "forms", "flow", "session", "security", "ui", "copy"],
  session: ["routes", "actions", "ui", "upstream"],
  security: ["routes", "actions", "ui", "upstream", "session"],
  ui: ["routes", "actions", "upstream", "session", "security", "config\\.server"],
  copy: ["routes", "actions", "forms", "flow", "upstream", "session", "security", "ui"],
};
const layering = Object.entries(layers).map(([name, forbidden]) => ({
  files: [`app/${name}/**/*.{ts,tsx}`, ...(name === "copy" ? ["app/copy/*.ts"] : [])],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: forbidden.map((target) => ({
          regex: target.includes(":") || !/^[a-z]/.test(target) || target.startsWith("react") ? `^${target}$` : folder(target),
          message: `app/${name} must not import ${target.replace(/\\\\/g, "")} (layering, design §3).`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  ...layering,
  {
    // Decision 158: with pass-through requests a single-fetch Request still carries `.data` and `_routes`.
    files: ["app/routes/**/*.{ts,tsx}", "app/actions/**/*.ts", "app/session/**/*.ts", "app/security/**/*.ts", "app/flow/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "request", property: "url", message: "Read a route's URL with urlOf(request) (app/request-url.ts, decision 158)." },
      ],
    },
  },
);
