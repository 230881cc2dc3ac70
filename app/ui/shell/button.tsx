import type { ReactNode } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary";

/**
 * A navigation that looks like a button. External targets leave the app with a full page load.
 * In a paragraph of its own: a text browser, which reads no stylesheet, would otherwise run it into
 * the next one ("Completa la registrazioneTorna al login", issue 25 item 7).
 */
export function LinkButton({
  to,
  variant = "primary",
  reloadDocument = false,
  children,
}: {
  to: string;
  variant?: Variant;
  /** A full page load, for targets whose server must see the browser afresh. */
  reloadDocument?: boolean;
  children: ReactNode;
}) {
  const className = `button button--${variant}`;
  return (
    <p className="action">
      {reloadDocument || /^https?:/.test(to) ? (
        <a className={className} href={to}>
          {children}
        </a>
      ) : (
        <Link className={className} to={to}>
          {children}
        </Link>
      )}
    </p>
  );
}

/** A button that cannot be pressed yet, on its line as LinkButton is. */
export function DisabledButton({ children }: { children: ReactNode }) {
  return (
    <p className="action">
      <button type="button" className="button button--primary" disabled>
        {children}
      </button>
    </p>
  );
}
