import { href, Link } from "react-router";
import * as it from "../../copy/it";
import { AccountStatus } from "../../flow/account-status";
import { FlowRoute, isWithin } from "../../flow/routes";
import { backToLoginHref } from "../../security/links.server";
import { requireStatus } from "../../session/guards.server";
import { FeedbackPage } from "../../ui/feedback-page";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/failure";
import { urlOf } from "../../request-url";

// One module for the two ways a phone check ends without a code (spec §2; decision 080):
// unassociated-failure (ACCOUNT_NOT_FOUND: no thin registration on that number) and associated-failure
// (ERR_ACCOUNT_ALREADY_EXISTS: a full account has it). Each says what happened and the ways forward;
// the feedback page adds the help links (helpline).
const pages = {
  unassociated: { ...it.signUpFinalization.unassociatedFailure, image: "failure" },
  associated: { ...it.signUpFinalization.associatedFailure, image: "failure" },
} as const;

// Links only: served without JavaScript (decision 110).
export const handle: RouteHandle = { plain: true };

export function loader({ request }: Route.LoaderArgs) {
  // Reached only from a phone check of a thin registration under way in this browser.
  requireStatus(request, AccountStatus.uncompleted);
  const url = urlOf(request);
  const page: keyof typeof pages = isWithin(url.pathname, FlowRoute.associatedFailure) ? "associated" : "unassociated";
  return {
    page,
    title: pages[page].title,
    otherNumberHref: `${href("/sign-up-finalization/select-mobile")}${url.search}`,
    signUpHref: `${href("/sign-up")}${url.search}`,
    resetPasswordHref: `${href("/reset-password")}${url.search}`,
    logInHref: backToLoginHref(url.searchParams),
  };
}


export default function ThinFailure({ loaderData }: Route.ComponentProps) {
  const content = pages[loaderData.page];
  return (
    <FeedbackPage content={content}>
      <p>{content.waysIntro}</p>
      <ul className="ways">
        {loaderData.page === "associated" ? (
          <>
            {loaderData.logInHref ? (
              <li>
                <Link to={loaderData.logInHref}>{pages.associated.logIn}</Link>
              </li>
            ) : null}
            <li>
              <Link to={loaderData.resetPasswordHref}>{pages.associated.resetPassword}</Link>
            </li>
            <li>
              <Link to={loaderData.signUpHref}>{pages.associated.signUp}</Link>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to={loaderData.otherNumberHref}>{pages.unassociated.otherNumber}</Link>
            </li>
            <li>
              <Link to={loaderData.signUpHref}>{pages.unassociated.signUp}</Link>
            </li>
          </>
        )}
      </ul>
    </FeedbackPage>
  );
}
