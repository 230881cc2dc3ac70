import type { ReactNode } from "react";
import { it } from "../copy/it";
import { LinkButton } from "./button";

export type FeedbackContent = {
  title: string;
  image: string;
  subHeader?: string;
  description: string;
};

/** The generic feedback page of spec §2, driven by route data. */
export function FeedbackPage({
  content,
  redirectHref = null,
  backToLoginHref = null,
  children,
}: {
  content: FeedbackContent;
  redirectHref?: string | null;
  backToLoginHref?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="feedback">
      <img className="feedback__image" src={content.image} alt="" width="120" height="120" />
      <h1>{content.title}</h1>
      {content.subHeader ? <p className="feedback__subheader">{content.subHeader}</p> : null}
      <p>{content.description}</p>
      {children}
      {redirectHref ? <LinkButton to={redirectHref}>{it.feedback.redirectButton}</LinkButton> : null}
      {backToLoginHref ? <LinkButton to={backToLoginHref}>{it.common.backToLogin}</LinkButton> : null}
    </div>
  );
}
