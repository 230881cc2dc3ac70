import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { browserRewrites } from "../../../vite/rewrites";

// Issue 23: each rewrite of React Router's or Vite's browser code fails the build, naming itself, when
// what it rewrites is no longer there (an upgrade must look at it again), and rewrites it when it is.

const ROUTER_CHUNK = "/x/node_modules/react-router/dist/production/chunk-ABC123.mjs";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function hook(plugin: Plugin, name: "transform" | "load" | "buildEnd"): Hook {
  const value = plugin[name] as Hook | { handler: Hook } | undefined;
  if (!value) throw new Error(`${plugin.name} has no ${name}`);
  return typeof value === "function" ? value : value.handler;
}

/** Runs one build of `plugin` over `modules` (id → code); answers what it made of them, or its error. */
function build(plugin: Plugin, modules: Record<string, string>): { output: Record<string, unknown>; error?: string } {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const output: Record<string, unknown> = {};
  try {
    for (const [id, code] of Object.entries(modules)) {
      output[id] = plugin.load ? hook(plugin, "load").call(context, id) : hook(plugin, "transform").call(context, code, id);
    }
    hook(plugin, "buildEnd").call(context);
    return { output };
  } catch (error) {
    return { output, error: (error as Error).message };
  }
}

const [pure, noInstrumentations, hydratedOnly, preloadHelper] = browserRewrites() as [Plugin, Plugin, Plugin, Plugin];

/** The lines of React Router's chunk that only-hydrated-router rewrites, as 7.18 writes them. */
const otherRouters = [
  "function useIsRSCRouterContext() {\n  return React.useContext(RSCRouterContext);\n}",
  "  render() {",
  '    if (this.context && typeof error === "object" && error && "digest" in error) {}',
  "    if (this.context) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);\n    }",
  "  }",
  "RenderErrorBoundary.contextType = RSCRouterContext;",
  'let contextScript = staticContext ? `window.__reactRouterContext = ${serverHandoffString};` : " ";',
  'let routeModulesScript = !isStatic ? " " : `import ${JSON.stringify(manifest.url)}`;',
].join("\n");

const createRouter = ["function createRouter(init) {", "  if (init.instrumentations) {", "  }", "  if (init.instrumentations) {", "  }", "}"].join("\n");

describe("the browser build's rewrites", () => {
  it.each([
    ["pure-router-components", pure, { [ROUTER_CHUNK]: "var Other = 1;" }, /pure-router-components found no forwardRef component/],
    ["no-router-instrumentations", noInstrumentations, { [ROUTER_CHUNK]: "function somethingElse() {}" }, /no-router-instrumentations found no createRouter/],
    ["only-hydrated-router", hydratedOnly, { [ROUTER_CHUNK]: "function somethingElse() {}" }, /only-hydrated-router found no branch of React Router's RSC or static routers/],
    ["lean-preload-helper", preloadHelper, { "/x/app/root.tsx": "" }, /lean-preload-helper found no module vite\/preload-helper\.js/],
  ])("%s fails the build, naming itself, when what it rewrites is missing", (_, plugin, modules, message) => {
    expect(build(plugin, modules).error).toMatch(message);
  });

  it("no-router-instrumentations fails when createRouter reads instrumentations another number of times", () => {
    expect(build(noInstrumentations, { [ROUTER_CHUNK]: "function createRouter(init) {\n  if (init.instrumentations) {\n  }\n}" }).error).toMatch(/reads init.instrumentations 1 times, not 2/);
  });

  it("no-router-instrumentations fails when a module of app/ gives HydratedRouter instrumentations", () => {
    const hydrate = "/x/app/ui/shell/hydrate.tsx";
    expect(build(noInstrumentations, { [hydrate]: "<HydratedRouter instrumentations={[]} />", [ROUTER_CHUNK]: createRouter }).error).toMatch(
      /hydrate\.tsx passes instrumentations to HydratedRouter/,
    );
    expect(build(noInstrumentations, { [hydrate]: "<HydratedRouter />", [ROUTER_CHUNK]: createRouter }).error).toBeUndefined();
  });

  it("makes the RSC routers' and the static router's branches dead, and the build passes", () => {
    const { output, error } = build(hydratedOnly, { [ROUTER_CHUNK]: otherRouters, "/x/app/ui/shell/hydrate.tsx": "<HydratedRouter />" });
    expect(error).toBeUndefined();
    const code = output[ROUTER_CHUNK] as string;
    expect(code).toContain("function useIsRSCRouterContext() {\n  return false;\n}");
    expect(code).not.toMatch(/this\.context|contextType/);
    expect(code).toContain("let contextScript = false ? `");
    expect(code).toContain('let routeModulesScript = true ? " " : `');
  });

  it("only-hydrated-router fails when React Router's code reads otherwise", () => {
    expect(build(hydratedOnly, { [ROUTER_CHUNK]: otherRouters.replace("!isStatic", "isStatic === false") }).error).toMatch(/finds "let routeModulesScript = !isStatic.*0 times, not once/);
  });

  it.each(["unstable_RSCHydratedRouter", "unstable_createCallServer", "UNSAFE_RSCDefaultRootErrorBoundary", "StaticRouterProvider", "ServerRouter"])(
    "only-hydrated-router fails when a module of app/ in the browser build names %s",
    (name) => {
      expect(build(hydratedOnly, { "/x/app/entry.client.tsx": `import { ${name} } from "react-router";`, [ROUTER_CHUNK]: otherRouters }).error).toMatch(
        new RegExp(`entry\\.client\\.tsx names ${name} in the browser build`),
      );
    },
  );

  it("marks React Router's components pure and drops their names, and the build passes", () => {
    const { output, error } = build(pure, { [ROUTER_CHUNK]: 'var NavLink = React2.forwardRef(function() {});\nNavLink.displayName = "NavLink";\nvar x = 1;' });
    expect(error).toBeUndefined();
    expect(output[ROUTER_CHUNK]).toBe("var NavLink = /* @__PURE__ */ React2.forwardRef(function() {});\n\nvar x = 1;");
  });

  it("makes createRouter's instrumentation branches dead, and the build passes", () => {
    const { output, error } = build(noInstrumentations, { [ROUTER_CHUNK]: createRouter });
    expect(error).toBeUndefined();
    expect(output[ROUTER_CHUNK]).not.toMatch(/init\.instrumentations/);
  });

  it("serves its own preload helper, and the build passes", () => {
    const { output, error } = build(preloadHelper, { "\0vite/preload-helper.js": "" });
    expect(error).toBeUndefined();
    expect(output["\0vite/preload-helper.js"]).toMatch(/vite:preloadError/);
  });
});
