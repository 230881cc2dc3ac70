import { href, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { urlOf } from "../request-url";
import { screen } from "../actions/screen.server";

// A post to a path that is no screen only leads to the 404 page.
export const middleware = [screen({ bucket: "lax" })];

// '/404' and every unknown path (spec §2); the query goes along so feedback buttons still work.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${href("/feedback/404")}${urlOf(request).search}`);
}

export function action({ request }: Route.ActionArgs) {
  return redirect(`${href("/feedback/404")}${urlOf(request).search}`, 303);
}
