import type { MouseEvent } from "react";
import type { Errors } from "../forms/form-checks";

// What a form does once the customer works on it (judging boxes, the error summary's links): it loads
// with the form's checks on first touch (app/ui/shell/judge.ts), so a page that is only read carries
// none of it (issue 23).

export { checkForm } from "../forms/form-checks";

/** Whether one name lies inside another ("dateOfBirth.day" in "dateOfBirth"). */
function within(name: string, group: string): boolean {
  return name.startsWith(`${group}.`) || name.startsWith(`${group}[`);
}

/** The messages of judged names, and of groups one of whose boxes was judged (a date, the consents). */
export function visible(errors: Errors, validated: Record<string, boolean>): Errors {
  const judgedNames = Object.keys(validated).filter((name) => validated[name]);
  const shown: Errors = {};
  for (const [name, messages] of Object.entries(errors)) {
    if (validated[name] || judgedNames.some((other) => within(name, other) || within(other, name))) shown[name] = messages;
  }
  return shown;
}

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
 * A summary link brings the box's label (and the message under it) into view, then focuses the box
 * without scrolling it away again, and without a fragment navigation, which the router would take for
 * a new location. A group's link focuses its first box.
 */
export function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const box = target instanceof HTMLFieldSetElement ? target.querySelector<HTMLElement>("input, select, textarea") : target;
  if (!box) return;
  event.preventDefault();
  (captionOf(target) ?? box).scrollIntoView({ block: "start" });
  box.focus({ preventScroll: true });
}
