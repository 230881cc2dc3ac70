import { useEffect, useRef, type MouseEvent } from "react";
import { useActionData } from "react-router";
import * as it from "../../copy/it";
import { FormMessage } from "./field";
import { loadedJudge } from "./judge";
import type { SummaryItem } from "./summary-items";

/** The summary's content once a submit was refused: the form's own message and one item per field. */
export type Summary = { formErrors: readonly string[]; items: readonly SummaryItem[] };

/**
 * With JavaScript a summary link brings the box's label into view and focuses the box (app/ui/form-judge.ts),
 * once the form's behaviour has arrived, as it does with a refusal. Without JavaScript, or before, the
 * link jumps to the box (the stylesheet keeps room above it for the label).
 */
function focusField(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => loadedJudge?.focusField(event, id);
}

/**
 * The error summary at the top of a refused form (GOV.UK), the only one of the product: "C'è un
 * problema", the form's own message, then a link to each field in error. With JavaScript it takes the
 * focus when it appears, so a screen reader reads it and a keyboard user is one Tab from the first link.
 */
export function ErrorSummary({ id, summary, submits }: { id: string; summary: Summary | null; submits: number }) {
  const box = useRef<HTMLDivElement>(null);
  const answer = useActionData();
  const shown = summary !== null;
  // Focus moves on a submit or a new answer only, never while the customer is correcting a field: a
  // submit or an answer arms it, and the summary takes it as soon as it shows (useRouteForm reports a
  // refused submit a render later, and focuses the first invalid field itself, which this follows).
  const armed = useRef(false);
  useEffect(() => {
    armed.current = true;
  }, [answer, submits]);
  useEffect(() => {
    if (!shown || !armed.current) return;
    armed.current = false;
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [shown, answer, submits]);
  return (
    <div
      ref={box}
      className={shown ? "error-summary" : undefined}
      tabIndex={shown ? -1 : undefined}
      aria-labelledby={shown ? `${id}-summary-title` : undefined}
      role={shown ? "group" : undefined}
    >
      {shown ? (
        <h2 className="error-summary__title" id={`${id}-summary-title`}>
          {it.errorSummary.title}
        </h2>
      ) : null}
      {/* Always present: it is the live region and the form's aria-describedby target. */}
      <FormMessage id={id} errors={summary?.formErrors} />
      {summary?.items.length ? (
        <ul className="error-summary__list">
          {summary.items.map((item) => (
            <li key={item.name}>
              <a href={`#${item.target}`} onClick={focusField(item.target)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
