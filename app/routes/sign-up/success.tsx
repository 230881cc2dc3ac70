import { getConfig } from "../../config.server";
import * as it from "../../copy/it";
import { FlowRoute, isWithin } from "../../flow/routes";
import { SuccessOf } from "../../flow/success-redirect";
import { feedbackLinks } from "../../security/links.server";
import { FeedbackPage, type FeedbackContent } from "../../ui/feedback-page";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/success";
import { urlOf } from "../../request-url";

// Spec §4: the success pages of sign-up and of the sign-up finalization, with the redirect as `sr`; the
// sign-up's also ends confirm-email, and then says so (decision 157).
const pages = {
  signUp: { ...it.signUpSuccess, image: "success" },
  emailConfirmed: { ...it.emailConfirmedSuccess, image: "success" },
  finalization: { ...it.signUpFinalizationSuccess, image: "success" },
} satisfies Record<string, FeedbackContent>;

// Links only: served without JavaScript (decision 110).
export const handle: RouteHandle = { plain: true };

export function loader({ request }: Route.LoaderArgs) {
  const url = urlOf(request);
  const emailConfirmed = url.searchParams.get(SuccessOf.param) === SuccessOf.emailConfirmed;
  const page: keyof typeof pages = isWithin(url.pathname, FlowRoute.signUpFinalization) ? "finalization" : emailConfirmed ? "emailConfirmed" : "signUp";
  // A new customer reached here without a redirect or a login to return to is shown the parking site.
  return { page, title: pages[page].title, ...feedbackLinks(request), siteHref: getConfig().siteUrl };
}

export default function SignUpSuccess({ loaderData }: Route.ComponentProps) {
  return <FeedbackPage content={pages[loaderData.page]} redirectHref={loaderData.redirectHref} backToLoginHref={loaderData.backToLoginHref} siteHref={loaderData.siteHref} help={false} />;
}
