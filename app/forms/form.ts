import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import type { Constraint, DeclaredForm, FieldRules, FormChecks, FormRule, Issue, Step } from "./form-checks";

// One way to declare a form (issue 23): its schema module exports `form(schema)`, and that is the only
// registration. The server reads the form's rules from the zod schema here; the browser build gets the
// same object as data (vite/forms-plugin.ts serialises it), so zod never reaches the browser and each
// message the browser shows is the schema's own. Only what this file can read is allowed in a form's
// schema; anything else fails the build with the field it is in.

declare const input: unique symbol;

/** A declared form: what the browser knows of it, typed by the schema's input and the screen's arguments. */
export type Form<Input = Record<string, unknown>, Args extends unknown[] = []> = DeclaredForm & {
  readonly [input]?: { values: Input; args: Args };
};

/** What marks a schema module's export as a form, for the build that serialises it. */
export const FORM = Symbol.for("area-riservata.form");

type Shape = { _zod: { def: Record<string, unknown> & { type: string; checks?: Check[] } } };
type Check = { _zod: { def: Record<string, unknown> & { check: string; error?: (issue: object) => unknown } } };

/** A form from its schema, or from the function that builds it with what the screen knows (and sample arguments). */
export function form<Schema extends z.ZodType>(schema: Schema): Form<z.input<Schema>>;
export function form<Args extends unknown[], Schema extends z.ZodType>(build: (...args: Args) => Schema, ...sample: Args): Form<z.input<Schema>, Args>;
export function form(schema: z.ZodType | ((...args: unknown[]) => z.ZodType), ...sample: unknown[]): Form {
  let derived: FormChecks | undefined;
  // Read on first use: the server builds each form's rules once, the browser build at build time.
  const read = () => (derived ??= deriveChecks(typeof schema === "function" ? schema(...sample) : schema));
  return {
    [FORM]: true,
    get constraints() {
      return read().constraints;
    },
    get fields() {
      return read().fields;
    },
    get rules() {
      return read().rules;
    },
    checks: async () => ({ fields: read().fields, rules: read().rules }),
  } as Form;
}

/** What marks a schema module's export as a part of one of its forms, for the build that serialises it. */
export const PART = Symbol.for("area-riservata.form-part");

/** The boxes of a form under one group, as the section that renders them reads them. */
export type FormPart = { readonly constraints: FormChecks["constraints"] };

/**
 * The boxes of `of` under `group`, for a section of the screen that loads as a chunk of its own
 * (sign-up's invoicing data, hidden by default): in the browser their constraints leave the form's,
 * which load with the page, and travel with the section, which imports the part and applies them to
 * its boxes (issue 23). The server's form keeps them all, and the checks every rule.
 */
export function formPart(of: DeclaredForm, group: string): FormPart {
  return {
    [PART]: { of, group },
    get constraints() {
      return Object.fromEntries(Object.entries(of.constraints).filter(([name]) => name.startsWith(`${group}.`) || name.startsWith(`${group}[`)));
    },
  } as FormPart;
}

const crossFieldRules = new WeakMap<object, FormRule>();

/**
 * A rule over the whole form, written once as a zod-free function of its values and what the screen
 * knows (`args`, which the browser's screen passes too), for a schema's `.check()`. It runs even when a
 * field is missing, so the customer sees every problem at once (issue 21).
 */
export function crossField<Values, Args extends unknown[]>(problems: (values: Values, ...args: Args) => Issue[], ...args: Args) {
  const check = z.superRefine<Values>(
    (values, ctx) => {
      for (const issue of problems(values, ...args)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    },
    { when: () => true },
  );
  crossFieldRules.set(check, { problems: problems as unknown as FormRule["problems"], always: true });
  return check;
}

/** The message a schema part or check gives for `value` (its own, or none where zod would word it). */
function messageOf(def: { error?: (issue: object) => unknown }, value: unknown): string | undefined {
  const answer = def.error?.({ input: value });
  return typeof answer === "string" ? answer : (answer as { message?: string } | undefined)?.message;
}

function unsupported(name: string, what: string): never {
  throw new Error(`form field "${name}": ${what} cannot be checked in the browser; write it with what app/forms/form.ts reads`);
}

/** The rewrite an overwrite check does, recognised by what it does to a sample. */
function rewriteOf(tx: (value: string) => string, name: string): Step {
  const sample = "  aB  ";
  if (tx(sample) === "aB") return ["trim"];
  if (tx(sample) === "  AB  ") return ["upper"];
  return unsupported(name, "a rewrite other than trim or upper case");
}

function stepsOf(checks: Check[] | undefined, name: string): Step[] {
  return (checks ?? []).map((check): Step => {
    const def = check._zod.def;
    const message = () => messageOf(def, "") ?? unsupported(name, `a ${def.check} check without a message of ours`);
    switch (def.check) {
      case "overwrite":
        return rewriteOf(def.tx as (value: string) => string, name);
      case "min_length":
        return ["min", def.minimum as number, message()];
      case "max_length":
        return ["max", def.maximum as number, message()];
      case "string_format":
        if (def.format !== "regex") return unsupported(name, `the ${String(def.format)} format`);
        return ["regex", def.pattern as RegExp, message()];
      case "custom":
        if (typeof def.fn !== "function") return unsupported(name, "a refinement without its function");
        return ["refine", def.fn as (value: string) => boolean, message()];
      default:
        return unsupported(name, `a ${def.check} check`);
    }
  });
}

/** One field's rules from its schema part, wrappers first (optional, default, pipe). */
function fieldOf(schema: Shape, name: string, into: FieldRules[], optional = false, fallback?: string): void {
  const def = schema._zod.def;
  switch (def.type) {
    case "optional":
      return fieldOf(def.innerType as Shape, name, into, true, fallback);
    case "default":
      return fieldOf(def.innerType as Shape, name, into, true, def.defaultValue as string);
    case "object":
      if (def.checks?.length) unsupported(name, "a rule on a group of fields");
      for (const [key, part] of Object.entries(def.shape as Record<string, Shape>)) fieldOf(part, name ? `${name}.${key}` : key, into, optional);
      return;
    case "array":
      // The boxes' own values (consent codes the page wrote); what they must include is a form rule.
      into.push({ name, list: true, steps: [] });
      return;
    case "enum":
    case "literal": {
      const values = def.type === "enum" ? Object.values(def.entries as Record<string, string>) : (def.values as string[]);
      // A checkbox's "on" is the only value its box posts: zod's own wording is never shown.
      const message = messageOf(def as unknown as Check["_zod"]["def"], "?");
      into.push({ name, ...(optional ? {} : { missing: message }), fallback, steps: message === undefined ? [] : [["oneOf", values, message]] });
      return;
    }
    case "string":
    case "pipe": {
      const field: FieldRules = { name, fallback, steps: [] };
      stringOf(schema, field, optional);
      into.push(field);
      return;
    }
    default:
      unsupported(name, `a ${def.type} field`);
  }
}

/** A text field's steps, through its pipes: a transform's function, then what follows it. */
function stringOf(schema: Shape, field: FieldRules, optional: boolean, first = true): void {
  const def = schema._zod.def;
  if (def.type === "string") {
    const missing = () => messageOf(def as unknown as Check["_zod"]["def"], undefined) ?? unsupported(field.name, "a required text without a message of ours");
    if (!first) field.steps.push(["empty", missing()]);
    else if (!optional) field.missing = missing();
    field.steps.push(...stepsOf(def.checks, field.name));
  } else if (def.type === "pipe") {
    stringOf(def.in as Shape, field, optional, first);
    const out = (def.out as Shape)._zod.def;
    if (out.type === "transform") field.steps.push(["pipe", out.transform as (value: string) => string]);
    else {
      field.steps.push(["pipe"]);
      stringOf(def.out as Shape, field, optional, false);
    }
  } else unsupported(field.name, `a ${def.type} inside a text field`);
}

/** A whole form's rules: its fields in the schema's order, then the rules on the whole form. */
export function deriveChecks(schema: z.ZodType): FormChecks {
  const root = schema as unknown as Shape;
  const def = root._zod.def;
  if (def.type !== "object") unsupported("", "a form that is not an object");
  const fields: FieldRules[] = [];
  for (const [key, part] of Object.entries(def.shape as Record<string, Shape>)) fieldOf(part, key, fields);
  const rules: FormRule[] = [];
  const checks = def.checks ?? [];
  checks.forEach((check, index) => {
    const rule = crossFieldRules.get(check);
    const ruleDef = check._zod.def;
    if (rule) rules.push(rule);
    else if (ruleDef.check === "custom" && typeof ruleDef.fn === "function") {
      const message = messageOf(ruleDef, undefined) ?? unsupported("", "a form refinement without a message");
      rules.push({ test: ruleDef.fn as FormRule["test"], path: (ruleDef.path as Issue["path"] | undefined) ?? [], message, always: ruleDef.when ? true : undefined });
      // A form's final rewrite (the mobile's one spelling) changes what is sent, not what is said.
    } else if (!(ruleDef.check === "overwrite" && checks.slice(index).every((later) => later._zod.def.check === "overwrite"))) {
      unsupported("", `a ${ruleDef.check} rule on the whole form`);
    }
  });
  return { constraints: boxConstraints(getZodConstraint(schema)), fields, rules };
}

/**
 * The constraints a box's attributes show (required, lengths, pattern): what says nothing (not
 * required, a list's `multiple`) is left out, so the browser's data holds only what changes the page.
 */
function boxConstraints(all: Record<string, Constraint>): Record<string, Constraint> {
  const kept: Record<string, Constraint> = {};
  for (const [name, { required, minLength, maxLength, pattern }] of Object.entries(all)) {
    const constraint: Constraint = { ...(required ? { required } : {}), ...(minLength !== undefined ? { minLength } : {}), ...(maxLength !== undefined ? { maxLength } : {}), ...(pattern !== undefined ? { pattern } : {}) };
    if (Object.keys(constraint).length > 0) kept[name] = constraint;
  }
  return kept;
}
