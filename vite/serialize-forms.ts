// Run by vite/forms-plugin.ts at build time, in Node with tsx: `node --import tsx vite/serialize-forms.ts
// <schema module>…`. Prints, as JSON, every form each schema module exports (app/forms/form.ts), and
// every part of one (`formPart`, its form's export name, group and constraints): a form's
// constraints and rules as data, each function it refines with named by the zod-free module of
// app/forms that exports it, which the browser imports instead of the schema, and each message that is a
// text of app/copy the module reads named by its place there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FORM, PART, type FormPart } from "../app/forms/form";
import { readsArea } from "./copy-areas";

const forms = path.resolve("app/forms");
const zodFree = readdirSync(forms)
  .filter((file) => file.endsWith(".ts") && !/from "(zod|@conform-to\/zod)/.test(readFileSync(path.join(forms, file), "utf8")))
  .map((file) => path.join(forms, file));

/** Where each function the browser may run is exported from. */
const exported = new Map<unknown, [string, string]>();
for (const file of zodFree) {
  for (const [name, value] of Object.entries(await import(pathToFileURL(file).href))) {
    if (typeof value === "function" && !exported.has(value)) exported.set(value, [file, name]);
  }
}

function serialised(value: unknown, where: string): unknown {
  if (typeof value === "function") {
    const source = exported.get(value);
    if (!source) {
      throw new Error(`${where}: the function ${value.name || String(value).slice(0, 60)} is not exported by a zod-free module of app/forms, so the browser cannot run it: move it to one (e.g. field-checks.ts) and refine with it by name`);
    }
    return { $fn: source };
  }
  if (value instanceof RegExp) return { $re: [value.source, value.flags] };
  if (Array.isArray(value)) return value.map((item) => serialised(item, where));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serialised(item, where)]));
  return value;
}

/** Every text of app/copy by its path ("login", "usernameMissing"), for messages to name rather than repeat. */
const copy = new Map<string, string[][]>();
function collect(value: unknown, at: string[]): void {
  if (typeof value === "string") copy.set(value, [...(copy.get(value) ?? []), at]);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) collect(item, [...at, key]);
}
const areas = (await import(pathToFileURL(path.resolve("app/copy/it.ts")).href)) as Record<string, unknown>;
collect(areas, []);

/**
 * A message as the copy text it is, when the schema module itself reads that copy area: the page then
 * holds it once, in the area its screen loads anyway; otherwise the text itself.
 */
function message(text: unknown, source: string): unknown {
  if (typeof text !== "string") return text;
  const at = copy.get(text)?.find(([area]) => readsArea(source, area!));
  return at ? { $copy: at } : text;
}

type Serialised = { constraints: unknown; fields: Array<Record<string, unknown> & { steps: unknown[][] }>; rules: Array<Record<string, unknown>> };

function withCopy(form: Serialised, source: string): Serialised {
  return {
    constraints: form.constraints,
    fields: form.fields.map((field) => ({
      ...field,
      ...("missing" in field ? { missing: message(field.missing, source) } : {}),
      steps: field.steps.map((step) => (step.length > 2 || step[0] === "empty" ? [...step.slice(0, -1), message(step[step.length - 1], source)] : step)),
    })),
    rules: form.rules.map((rule) => ("message" in rule ? { ...rule, message: message(rule.message, source) } : rule)),
  };
}

const result: Record<string, Record<string, unknown>> = {};
const modules = new Map<string, Record<string, unknown>>();
/** Every form by the object its module exports, for the parts (perhaps in another module) that name it. */
const formAt = new Map<unknown, [string, string]>();
for (const file of process.argv.slice(2)) {
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  modules.set(file, module);
  for (const [name, value] of Object.entries(module)) if (value && typeof value === "object" && FORM in value) formAt.set(value, [file, name]);
}
for (const [file, module] of modules) {
  const source = readFileSync(file, "utf8");
  result[file] = {};
  for (const [name, value] of Object.entries(module)) {
    if (value && typeof value === "object" && PART in value) {
      const { of, group } = (value as { [PART]: { of: unknown; group: string } })[PART];
      const form = formAt.get(of);
      if (!form) throw new Error(`${path.relative(process.cwd(), file)} ${name}: a part of a form no schema module exports`);
      result[file][name] = { part: { of: form, group, constraints: (value as unknown as FormPart).constraints } };
      continue;
    }
    if (!value || typeof value !== "object" || !(FORM in value)) continue;
    const form = value as unknown as Serialised;
    result[file][name] = withCopy(
      serialised({ constraints: form.constraints, fields: form.fields, rules: form.rules }, `${path.relative(process.cwd(), file)} ${name}`) as Serialised,
      source,
    );
  }
}
process.stdout.write(JSON.stringify(result));
