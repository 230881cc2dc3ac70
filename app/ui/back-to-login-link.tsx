import { Link } from "react-router";
import * as it from "../copy/it";

/**
 * "Torna al login" (spec §2) below a screen's form, to the login the query names with its query kept
 * (the loader builds the href: `backToLoginHref`, behind the redirect allow-list). A query that names
 * no login gets no link rather than one to a login that would not know where to send the customer.
 * Its own paragraph: a text browser would otherwise run it into a neighbouring link.
 */
export function BackToLoginLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <p className="links">
      <Link to={href}>{it.common.backToLogin}</Link>
    </p>
  );
}
