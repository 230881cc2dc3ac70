import type { Errors } from "../forms/form-checks";

// What a form does once the customer works on it (running its checks, judging boxes): it loads
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
