import { forwardRef } from "react";
import * as it from "../copy/it";

export type SummaryItem = { key: string; message: string; href: string };

/**
 * The errors of a refused submit, listed above the form, each linking to its field (GOV.UK's error
 * summary). It takes focus with JavaScript, so a screen reader hears what went wrong first.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { id: string; items: readonly SummaryItem[] }>(function ErrorSummary({ id, items }, ref) {
  if (items.length === 0) return null;
  return (
    <div className="error-summary" id={id} ref={ref} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 className="error-summary__title" id={`${id}-title`}>
        {it.signUp.summaryTitle}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});
