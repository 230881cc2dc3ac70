import { Fragment, type ReactNode } from "react";

// Words a narrow screen must not break at their hyphen ("e-mail" split as "e-" / "mail" reads wrong).
const UNBREAKABLE = /(e-mail)/gi;

/**
 * Text whose hyphenated words never break across lines. A span with `white-space: nowrap` rather than
 * U+2011: the accessible name, a search and a copy still read a plain "e-mail".
 */
export function keepWordsTogether(text: string): ReactNode {
  const parts = text.split(UNBREAKABLE);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** The screen's one heading. */
export function PageTitle({ children }: { children: string }) {
  return <h1>{keepWordsTogether(children)}</h1>;
}
