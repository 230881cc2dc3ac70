import { href, redirect } from "react-router";
import type { Route } from "./+types/index";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${href("/feedback/404")}${new URL(request.url).search}`);
}
