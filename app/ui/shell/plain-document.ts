import { useMatches, useRouteLoaderData } from "react-router";
import type { RouteHandle } from "./route-handle";

/**
 * Whether this document goes out without React Router's scripts (issue 13; decision 110): its screen
 * says so in `handle.plain` (nothing on it but links), and no toast is showing, since a toast needs
 * JavaScript to leave, pause on hover and close.
 */
export function usePlainDocument(): boolean {
  const matches = useMatches();
  const root = useRouteLoaderData("root") as { toasts?: unknown[] } | undefined;
  const leaf = matches[matches.length - 1];
  return Boolean((leaf?.handle as RouteHandle | undefined)?.plain) && !root?.toasts?.length;
}
