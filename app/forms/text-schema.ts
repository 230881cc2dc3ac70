import { z } from "zod";
import * as it from "../copy/it";

// conform reads `x[]=`, `x[0]=` and `x.y=` as a list or an object (issue 20 item 4). A box never
// posts those, so a schema part that wants a scalar answers them with a field error of its own.

/** Whether a posted value has a shape no box gives: a list or an object. */
function isShape(input: unknown): boolean {
  return typeof input === "object" && input !== null;
}

/**
 * The `error` of a scalar schema part: a list or an object gets `it.formInput.notText`; anything else
 * `message` (the part's own "missing" or "invalid"), or zod's own when there is none.
 */
export function notTextOr(message?: string) {
  return (issue: { input?: unknown }) => (isShape(issue.input) ? it.formInput.notText : message);
}

/** A text box: a string, never a list or an object; `missing` is what an absent value is told. */
export function text(missing?: string) {
  return z.string({ error: notTextOr(missing) });
}
