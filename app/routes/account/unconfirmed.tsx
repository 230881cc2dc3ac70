import { href } from "react-router";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { requireStatus } from "../../session/guards.server";
import { LinkButton } from "../../ui/shell/button";
import { HelpLinks } from "../../ui/shell/help-links";
import { backToLoginHref } from "../../security/links.server";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/unconfirmed";
import { urlOf } from "../../request-url";

// Links only: served without JavaScript (decision 110).
export const handle: RouteHandle = { title: it.account.unconfirmed.title, plain: true, helpInCard: true };

export function loader({ request }: Route.LoaderArgs) {
  requireStatus(request, AccountStatus.unconfirmed);
  // The pending phone stays in the session's navigation state; confirm-mobile reads it from there.
  const url = urlOf(request);
  return {
    confirmHref: `${href("/pending-operation/confirm-mobile")}${url.search}`,
    loginHref: backToLoginHref(url.searchParams) ?? `${href("/auth")}${url.search}`,
  };
}

export default function Unconfirmed({ loaderData }: Route.ComponentProps) {
  const copy = it.account.unconfirmed;
  return (
    <div className="feedback">
      <h1>{copy.title}</h1>
      <p>{copy.description}</p>
      <LinkButton to={loaderData.confirmHref}>{copy.complete}</LinkButton>
      <LinkButton to={loaderData.loginHref} variant="secondary">
        {it.common.backToLogin}
      </LinkButton>
      <HelpLinks />
    </div>
  );
}
