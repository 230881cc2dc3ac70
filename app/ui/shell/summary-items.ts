/** One line of the error summary: a field's message and the id of the box its link leads to. */
export type SummaryItem = { name: string; message: string; target: string };

export type SummarySources = {
  formId: string;
  /** The messages shown at the fields, by name (the browser's checks, our schema, the server's answer). */
  errors: Readonly<Record<string, readonly string[] | null | undefined>>;
  /** What the upstream said of a single field outside a submit (sign-up's checks as a box is left). */
  extra?: Readonly<Record<string, string | null | undefined>>;
  /** Names (or groups of names) in the order the form shows them; the rest follow as they came. */
  order?: readonly string[];
};

function rank(name: string, order: readonly string[]): number {
  const index = order.findIndex((known) => name === known || name.startsWith(`${known}.`) || name.startsWith(`${known}[`));
  return index === -1 ? order.length : index;
}

/**
 * The summary's items: one per field in error, whichever source found it, the field's own message
 * first (the one shown next to it), in the order of the form. The form's own message ("") is not a
 * field: the summary says it apart. A link leads to `<form id>-<name>`, a box or a group's fieldset.
 */
export function summaryItems({ formId, errors, extra = {}, order = [] }: SummarySources): SummaryItem[] {
  const messages = new Map<string, string>();
  for (const [name, list] of Object.entries(errors)) if (name !== "" && list?.[0]) messages.set(name, list[0]);
  for (const [name, message] of Object.entries(extra)) if (message && !messages.has(name)) messages.set(name, message);
  return [...messages]
    .map(([name, message], arrival) => ({ name, message, target: `${formId}-${name}`, rank: rank(name, order), arrival }))
    .sort((a, b) => a.rank - b.rank || a.arrival - b.arrival)
    .map(({ name, message, target }) => ({ name, message, target }));
}
