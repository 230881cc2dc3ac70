import { href } from "react-router";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { backToLoginHref } from "../../security/links.server";
import { requireStatus } from "../../session/guards.server";
import { LinkButton } from "../../ui/shell/button";
import { HelpLinks } from "../../ui/shell/help-links";
import { PageTitle } from "../../ui/page-title";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/status-page";
import { urlOf } from "../../request-url";

// One module serves the account pages that only explain; the last path segment picks the page.
const pages = {
  blocked: { status: AccountStatus.blocked, copy: it.account.blocked },
  inactive: { status: AccountStatus.inactive, copy: it.account.inactive },
  closing: { status: AccountStatus.closing, copy: it.account.closing },
  active: { status: AccountStatus.active, copy: it.account.active },
  closed: { status: AccountStatus.closed, copy: it.account.closed },
} as const;

type PageKey = keyof typeof pages;

// Links only: no JavaScript (decision 110). The URL and the account status decide the page: kept
// per URL and status (decision 100).
export const handle: RouteHandle = { plain: true, pageCache: true, helpInCard: true };

export function loader({ request }: Route.LoaderArgs) {
  const url = urlOf(request);
  const segment = url.pathname.split("/").pop() ?? "";
  if (!(segment in pages)) throw new Response(null, { status: 404 });
  const page = segment as PageKey;
  requireStatus(request, pages[page].status);
  return {
    page,
    title: pages[page].copy.title,
    loginHref: backToLoginHref(url.searchParams) ?? `${href("/auth")}${url.search}`,
    resetPasswordHref: page === "inactive" ? `${href("/reset-password")}${url.search}` : null,
    // The closing page speaks of creating a new account: it links to it (issue 25).
    signUpHref: page === "closing" ? `${href("/sign-up")}${url.search}` : null,
  };
}

export default function AccountStatusPage({ loaderData }: Route.ComponentProps) {
  const page = pages[loaderData.page];
  return (
    <div className="feedback">
      <PageTitle>{page.copy.title}</PageTitle>
      <p>{page.copy.description}</p>
      {loaderData.resetPasswordHref ? <LinkButton to={loaderData.resetPasswordHref}>{it.account.inactive.resetPassword}</LinkButton> : null}
      {loaderData.signUpHref ? <LinkButton to={loaderData.signUpHref}>{it.account.closing.signUp}</LinkButton> : null}
      <LinkButton to={loaderData.loginHref}>{it.common.backToLogin}</LinkButton>
      <HelpLinks />
    </div>
  );
}
