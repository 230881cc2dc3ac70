import { it } from "../../copy/it";
import { FeedbackPage, type FeedbackContent } from "../../ui/feedback-page";
import type { Route } from "./+types/page";
import { feedbackLinks } from "../../security/links.server";

// One module serves the generic feedback routes; the last path segment picks the route data.
const pages = {
  success: { ...it.feedback.success, image: "/feedback/success.svg", quiet: true },
  failure: { ...it.feedback.failure, image: "/feedback/failure.svg" },
  "network-error": { ...it.feedback.networkError, image: "/feedback/error.svg" },
  "generic-error": { ...it.feedback.genericError, image: "/feedback/error.svg" },
  "404": { ...it.feedback.notFound, image: "/feedback/not-found.svg" },
} satisfies Record<string, FeedbackContent & { quiet?: boolean }>;

type PageKey = keyof typeof pages;

export function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/").pop() ?? "";
  const page: PageKey = segment in pages ? (segment as PageKey) : "404";
  return { page, title: pages[page].title, ...feedbackLinks(request) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const content: FeedbackContent & { quiet?: boolean } = pages[loaderData.page];
  // Every page but a success offers help (issue 12: no dead ends).
  return <FeedbackPage content={content} redirectHref={loaderData.redirectHref} backToLoginHref={loaderData.backToLoginHref} help={!content.quiet} />;
}
