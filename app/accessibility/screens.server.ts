import { routes } from "virtual:react-router/server-build";

/**
 * The screens the route tree serves, counted in the build that serves them: every route under the root
 * whose module renders a page. A screen added to app/routes.ts is counted here with no edit.
 */
export function screenCount(): number {
  return Object.values(routes).filter((route) => route !== undefined && route.id !== "root" && typeof route.module.default === "function").length;
}
