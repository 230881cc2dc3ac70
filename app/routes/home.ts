import { href, redirect } from "react-router";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${href("/auth")}${new URL(request.url).search}`);
}
