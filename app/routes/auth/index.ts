import { href, redirect } from "react-router";
import { backToLoginHref } from "../../security/links.server";
import type { Route } from "./+types/index";
import { urlOf } from "../../request-url";

/** '/auth' picks the login by the back-to-login rules (spec §2); with nothing to go by, the client login. */
export function loader({ request }: Route.LoaderArgs) {
  const url = urlOf(request);
  return redirect(backToLoginHref(url.searchParams) ?? `${href("/auth/client_login")}${url.search}`);
}
