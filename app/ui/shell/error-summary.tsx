import { useEffect, useRef, type MouseEvent } from "react";
import { useActionData } from "react-router";
import * as it from "../../copy/it";
import { FormMessage } from "./field";
import type { SummaryItem } from "./summary-items";

/** The summary's content once a submit was refused: the form's own message and one item per field. */
export type Summary = { formErrors: readonly string[]; items: readonly SummaryItem[] };

/**
 * The text that names a box: its fieldset's legend when the box is near the top of its group (a date, a
 * consent), else its label (GOV.UK's error summary). A group's fieldset is named by its legend.
 */
function captionOf(box: HTMLElement): HTMLElement | null {
  if (box instanceof HTMLFieldSetElement) return box.querySelector("legend");
  const legend = box.closest("fieldset")?.querySelector("legend");
  if (legend && box.getBoundingClientRect().top - legend.getBoundingClientRect().top < window.innerHeight / 2) return legend;
  return box.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(box.id)}"]`) : null;
}

/**
 * With JavaScript a summary link brings the box's label (and the message under it) into view, then
 * focuses the box without scrolling it away again, and without a fragment navigation, which the router
 * would take for a new location. A group's link focuses its first box. Without JavaScript the link
 * jumps to the box (the stylesheet keeps room above it for the label).
 */
function focusField(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    const box = target instanceof HTMLFieldSetElement ? target.querySelector<HTMLElement>("input, select, textarea") : target;
    if (!box) return;
    event.preventDefault();
    (captionOf(target) ?? box).scrollIntoView({ block: "start" });
    box.focus({ preventScroll: true });
  };
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
