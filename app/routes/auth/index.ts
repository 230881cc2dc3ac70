import { redirect } from "react-router";
import { getConfig } from "../../config.server";
import { backToLogin } from "../../flow/back-to-login";
import { safeRedirect } from "../../security/safe-redirect";
import type { Route } from "./+types/index";

/** '/auth' picks the login by the back-to-login rules (spec §2); with nothing to go by, the client login. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = backToLogin(url.searchParams);
  if (target.kind === "route") return redirect(target.path + target.search);
  if (target.kind === "external") {
    const safe = safeRedirect(target.url, getConfig().allowedRedirectOrigins);
    if (safe) return redirect(safe);
  }
  return redirect(`/auth/client_login${url.search}`);
}
