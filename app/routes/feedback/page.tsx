import * as it from "../../copy/it";
import { FeedbackPage, type FeedbackContent } from "../../ui/feedback-page";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/page";
import { feedbackLinks } from "../../security/links.server";
import { SERVICE_CAUSE } from "../../actions/answer.server";
import { urlOf } from "../../request-url";
import { getConfig } from "../../config.server";

// One module serves the generic feedback routes; the last path segment picks the route data.
const pages = {
  success: { ...it.feedback.success, image: "success", quiet: true },
  failure: { ...it.feedback.failure, image: "failure" },
  "network-error": { ...it.errors.networkError, image: "error" },
  // The same route when our upstream failed (decision 092): the customer's connection is not to blame.
  "service-unavailable": { ...it.feedback.serviceUnavailable, image: "error" },
  "generic-error": { ...it.feedback.genericError, image: "error" },
  "404": { ...it.feedback.notFound, image: "not-found" },
} satisfies Record<string, FeedbackContent & { quiet?: boolean }>;

type PageKey = keyof typeof pages;

// Links only: no JavaScript (decision 110). The URL decides the page: kept per URL (decision 100).
// Every page but a success shows the help links in its card (issue 12), so the footer leaves its own out.
export const handle: RouteHandle = { plain: true, pageCache: true, helpInCard: (data) => !isQuiet((data as { page?: PageKey } | undefined)?.page) };

function isQuiet(page: PageKey | undefined): boolean {
  const content: (FeedbackContent & { quiet?: boolean }) | undefined = page === undefined ? undefined : pages[page];
  return content?.quiet === true;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = urlOf(request);
  const segment = url.pathname.split("/").pop() ?? "";
  let page: PageKey = segment in pages && segment !== "service-unavailable" ? (segment as PageKey) : "404";
  if (page === "network-error" && url.searchParams.get(SERVICE_CAUSE.name) === SERVICE_CAUSE.value) page = "service-unavailable";
  // The marker is about this page only: the links out do not carry it.
  url.searchParams.delete(SERVICE_CAUSE.name);
  // Issue 42 item 2: a mistyped or bookmarked path names no login to go back to; the parking site is a way on.
  return { page, title: pages[page].title, ...feedbackLinks(new Request(url)), siteHref: getConfig().siteUrl };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const content: FeedbackContent & { quiet?: boolean } = pages[loaderData.page];
  // Every page but a success offers help (issue 12: no dead ends).
  return <FeedbackPage content={content} redirectHref={loaderData.redirectHref} backToLoginHref={loaderData.backToLoginHref} siteHref={loaderData.siteHref} help={!content.quiet} />;
}
