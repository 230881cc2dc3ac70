import type { ReactNode } from "react";
import * as it from "../copy/it";
import { LinkButton } from "./shell/button";
import { HelpLinks } from "./shell/help-links";
import { PageTitle } from "./page-title";

/** The pictures of public/feedback/, drawn by the stylesheet (app.css, decision 163). */
export type FeedbackImage = "success" | "failure" | "error" | "not-found" | "no-cookies";

export type FeedbackContent = {
  title: string;
  image: FeedbackImage;
  subHeader?: string;
  description: string;
};

/** The generic feedback page of spec §2, driven by route data. */
export function FeedbackPage({
  content,
  redirectHref = null,
  backToLoginHref = null,
  siteHref = null,
  help = true,
  children,
}: {
  content: FeedbackContent;
  redirectHref?: string | null;
  backToLoginHref?: string | null;
  /** The parking site, offered when there is neither a redirect nor a login to go back to (issue 25). */
  siteHref?: string | null;
  /** The help links (issue 12: no dead ends); a page that only celebrates may leave them out. */
  help?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="feedback">
      {/* Decorative, so the stylesheet's: w3m prints an <img> by its file name even with an empty alt (decision 163). */}
      <div className={`feedback__image feedback__image--${content.image}`} />
      <PageTitle>{content.title}</PageTitle>
      {content.subHeader ? <p className="feedback__subheader">{content.subHeader}</p> : null}
      <p>{content.description}</p>
      {children}
      {redirectHref ? <LinkButton to={redirectHref}>{it.feedback.redirectButton}</LinkButton> : null}
      {backToLoginHref ? <LinkButton to={backToLoginHref}>{it.common.backToLogin}</LinkButton> : null}
      {siteHref && !redirectHref && !backToLoginHref ? <LinkButton to={siteHref}>{it.feedback.siteButton}</LinkButton> : null}
      {help ? <HelpLinks /> : null}
    </div>
  );
}
