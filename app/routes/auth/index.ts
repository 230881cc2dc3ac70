import { href, redirect } from "react-router";
import { backToLoginHref } from "../../security/links.server";
import type { Route } from "./+types/index";

/** '/auth' picks the login by the back-to-login rules (spec §2); with nothing to go by, the client login. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(backToLoginHref(url.searchParams) ?? `${href("/auth/client_login")}${url.search}`);
}
