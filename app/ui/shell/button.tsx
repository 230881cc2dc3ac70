import type { ReactNode } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary";

/** A navigation that looks like a button. External targets leave the app with a full page load. */
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
  if (reloadDocument || /^https?:/.test(to)) {
    return (
      <a className={className} href={to}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

export function DisabledButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="button button--primary" disabled>
      {children}
    </button>
  );
}
