import { href } from "react-router";
import { it } from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { requireStatus } from "../../session/guards.server";
import { LinkButton } from "../../ui/button";
import type { RouteHandle } from "../../ui/route-handle";
import type { Route } from "./+types/unconfirmed";

export const handle: RouteHandle = { title: it.account.unconfirmed.title };

export function loader({ request }: Route.LoaderArgs) {
  requireStatus(request, AccountStatus.unconfirmed);
  // The pending phone stays in the session's navigation state; confirm-mobile reads it from there.
  return { confirmHref: `${href("/pending-operation/confirm-mobile")}${new URL(request.url).search}` };
}

export default function Unconfirmed({ loaderData }: Route.ComponentProps) {
  const copy = it.account.unconfirmed;
  return (
    <div className="feedback">
      <h1>{copy.title}</h1>
      <p>{copy.description}</p>
      <LinkButton to={loaderData.confirmHref}>{copy.complete}</LinkButton>
    </div>
  );
}
