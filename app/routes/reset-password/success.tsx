import * as it from "../../copy/it";
import { FeedbackPage, type FeedbackContent } from "../../ui/feedback-page";
import type { RouteHandle } from "../../ui/shell/route-handle";
import { feedbackLinks } from "../../security/links.server";
import type { Route } from "./+types/success";

// Decision 042: reset-password's own success page, like sign-up's, so its words can say what happens
// next without telling whether the address has an account.
const content: FeedbackContent = { ...it.resetPassword.success, image: "success" };

// Links only, and the URL decides the page: no JavaScript (decision 110), kept per URL (decision 100).
export const handle: RouteHandle = { title: it.resetPassword.success.title, plain: true, pageCache: true };

export function loader({ request }: Route.LoaderArgs) {
  return feedbackLinks(request);
}

export default function ResetPasswordSuccess({ loaderData }: Route.ComponentProps) {
  return <FeedbackPage content={content} redirectHref={loaderData.redirectHref} backToLoginHref={loaderData.backToLoginHref} />;
}
