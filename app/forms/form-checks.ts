// The browser's form checks (issue 23): no zod, only each form's own rules as data, which the build
// derives from the form's zod schema (app/forms/form.ts, vite/forms-plugin.ts), and the small zod-free
// functions the schema itself refines with. Every message is the schema's own, so the browser says what
// the server would; the server keeps its full schemas and stays the judge of every post.

/** A box's HTML constraints, as conform's getZodConstraint reads them from the schema. */
export type Constraint = { required?: boolean; minLength?: number; maxLength?: number; pattern?: string; multiple?: boolean };

/** Where a form-wide rule puts its message, and the message. */
export type Issue = { path: (string | number)[]; message: string };

/**
 * One step of a text field's rules, in the order zod runs them: a rewrite (trim, upper case), a check
 * with its message, or a transform, after which the rest runs only if nothing failed (a zod pipe); a
 * text schema after a pipe reads an empty value as absent, as conform's coercion has the server do.
 */
export type Step =
  | ["trim" | "upper"]
  | ["min" | "max", number, string]
  | ["regex", RegExp, string]
  | ["refine", (value: string) => boolean, string]
  | ["pipe", ((value: string) => string)?]
  | ["empty", string]
  | ["oneOf", readonly string[], string];

export type FieldRules = {
  /** The name the box posts under ("dateOfBirth.day"). */
  name: string;
  /** A box that posts several values (the consents). */
  list?: true;
  /** What an empty required box is told; none when the field is optional. */
  missing?: string;
  /** The value an empty box stands for (zod's `.default`): no rule runs on it. */
  fallback?: string;
  steps: Step[];
};

export type FormRule = {
  /** Every problem of the whole form, from its values and what the screen knows (its arguments)… */
  problems?: (values: never, ...args: never[]) => Issue[];
  /** …or one test of the values, with the message it puts at `path` when it fails. */
  test?: (values: never) => boolean;
  path?: Issue["path"];
  message?: string;
  /** Runs even when a field is missing (zod's `when`); otherwise only once every field is there. */
  always?: true;
};

/** What the browser knows of a form: its boxes' constraints and its checks. */
export type FormChecks = { constraints: Record<string, Constraint>; fields: FieldRules[]; rules: FormRule[] };

/** A form's checks, which the browser loads once the customer starts on the form (decision 155). */
export type Checks = Pick<FormChecks, "fields" | "rules">;

/** A declared form as a screen reads it: the constraints its boxes carry at once, its checks on demand. */
export type DeclaredForm = { constraints: FormChecks["constraints"]; checks(): Promise<Checks> };

export type Errors = Record<string, string[]>;

/**
 * The messages of one form's values, by field name ("" for the form's own), in the order the server's
 * parse gives them; none when the form may go. An empty box counts as absent, as conform reads it.
 */
export function checkForm(form: Checks, formData: FormData, args: readonly unknown[] = []): Errors {
  const errors: Errors = {};
  const values: Record<string, unknown> = {};
  let missing = false;
  const say = (name: string, message: string) => (errors[name] ??= []).push(message);
  for (const field of form.fields) {
    const given = formData.getAll(field.name).filter((value): value is string => typeof value === "string" && value !== "");
    if (field.list) {
      place(values, field.name, given);
      continue;
    }
    if (given[0] === undefined) {
      if (field.missing !== undefined) {
        say(field.name, field.missing);
        missing = true;
      }
      place(values, field.name, field.fallback);
      continue;
    }
    let value = given[0];
    let failed = false;
    const fails = (broken: boolean, message: string) => {
      if (!broken) return;
      say(field.name, message);
      failed = true;
    };
    for (const step of field.steps) {
      if (step[0] === "pipe") {
        if (failed) break;
        if (step[1]) value = step[1](value);
      } else if (step[0] === "empty") {
        if (value !== "") continue;
        say(field.name, step[1]);
        missing = true;
        break;
      } else if (step[0] === "oneOf") {
        // A value outside the list stops the field, as a type error does.
        fails(!step[1].includes(value), step[2]);
        if (failed) missing = true;
      } else if (step[0] === "trim") value = value.trim();
      else if (step[0] === "upper") value = value.toUpperCase();
      else if (step[0] === "min") fails(value.length < step[1], step[2]);
      else if (step[0] === "max") fails(value.length > step[1], step[2]);
      else if (step[0] === "regex") fails(!step[1].test(value), step[2]);
      else if (step[0] === "refine") fails(!step[1](value), step[2]);
    }
    place(values, field.name, value);
  }
  for (const rule of form.rules) {
    if (!rule.always && missing) continue;
    if (rule.problems) for (const issue of (rule.problems as (values: unknown, ...args: unknown[]) => Issue[])(values, ...args)) say(nameOf(issue.path), issue.message);
    else if (!(rule.test as (values: unknown) => boolean)(values)) say(nameOf(rule.path ?? []), rule.message!);
  }
  return errors;
}

/** A value at its dotted name, as conform nests "dateOfBirth.day" under "dateOfBirth". */
function place(values: Record<string, unknown>, name: string, value: unknown): void {
  const parts = name.split(".");
  let target = values;
  for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
  target[parts[parts.length - 1]!] = value;
}

/** conform's name for an issue's path: dots between keys, brackets around indexes. */
function nameOf(path: (string | number)[]): string {
  return path.reduce<string>((name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}
