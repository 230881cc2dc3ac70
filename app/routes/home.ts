import { href, redirect } from "react-router";
import type { Route } from "./+types/home";
import { urlOf } from "../request-url";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${href("/auth")}${urlOf(request).search}`);
}
