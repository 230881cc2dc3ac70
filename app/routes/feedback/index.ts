import { href, redirect } from "react-router";
import type { Route } from "./+types/index";
import { urlOf } from "../../request-url";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${href("/feedback/404")}${urlOf(request).search}`);
}
