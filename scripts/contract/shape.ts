import type { JsonSchema } from "./document";

/** One way an answer differs from the contract, at a field path (`Nazioni[0].Descrizione`). */
export type ShapeIssue = { kind: "missing" | "unexpected" | "type"; path: string; detail?: string };

const typeOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;

function typeMatches(expected: unknown, value: unknown): boolean {
  const actual = typeOf(value);
  const types = Array.isArray(expected) ? expected : [expected];
  return types.some((type) => type === actual || (type === "number" && actual === "integer"));
}

const join = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/**
 * Checks a value against the subset of JSON Schema the contract document uses ($ref, allOf, anyOf,
 * type, const, enum, pattern, properties, required, items). An object's listed properties are the
 * ones the product reads: any other key is reported as unexpected, so a field the brand's API adds
 * or renames is seen by a person before the product meets it.
 */
export function shapeIssues(document: JsonSchema, schema: JsonSchema, value: unknown, path = ""): ShapeIssue[] {
  if (typeof schema.$ref === "string") {
    const target = schema.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as JsonSchema;
    return shapeIssues(document, target, value, path);
  }
  if (Array.isArray(schema.anyOf)) {
    // The closest branch speaks for the value.
    const verdicts = (schema.anyOf as JsonSchema[]).map((branch) => shapeIssues(document, branch, value, path));
    return verdicts.reduce((best, next) => (next.length < best.length ? next : best));
  }
  if (Array.isArray(schema.allOf)) {
    // allOf extends an object: the union of the parts' properties is what is known.
    const parts = (schema.allOf as JsonSchema[]).map((part) => resolve(document, part));
    const merged: JsonSchema = { ...schema, allOf: undefined };
    merged.properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}), schema.properties ?? {});
    merged.required = [...parts.flatMap((part) => (part.required as string[] | undefined) ?? []), ...((schema.required as string[] | undefined) ?? [])];
    return shapeIssues(document, merged, value, path);
  }
  if (schema.type !== undefined && !typeMatches(schema.type, value)) {
    return [{ kind: "type", path, detail: `${typeOf(value)}, expected ${[schema.type].flat().join(" or ")}` }];
  }
  if ("const" in schema && value !== schema.const) {
    return [{ kind: "type", path, detail: `${JSON.stringify(value)}, expected ${JSON.stringify(schema.const)}` }];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    return [{ kind: "type", path, detail: `${JSON.stringify(value)}, expected one of ${schema.enum.join(", ")}` }];
  }
  if (typeof schema.pattern === "string" && typeof value === "string" && !new RegExp(schema.pattern, "u").test(value)) {
    return [{ kind: "type", path, detail: `a string not of the form ${schema.pattern}` }];
  }
  if (Array.isArray(value) && schema.items) {
    return value.flatMap((item, index) => shapeIssues(document, schema.items as JsonSchema, item, join(path, index)));
  }
  if (typeOf(value) === "object" && (schema.properties || schema.additionalProperties)) {
    return objectIssues(document, schema, value as Record<string, unknown>, path);
  }
  return [];
}

function resolve(document: JsonSchema, schema: JsonSchema): JsonSchema {
  if (typeof schema.$ref !== "string") return schema;
  const target = schema.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as JsonSchema;
  return resolve(document, target);
}

function objectIssues(document: JsonSchema, schema: JsonSchema, value: Record<string, unknown>, path: string): ShapeIssue[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const issues: ShapeIssue[] = required.filter((key) => !(key in value)).map((key) => ({ kind: "missing", path: join(path, key) }));
  for (const [key, item] of Object.entries(value)) {
    const known = properties[key];
    if (known) issues.push(...shapeIssues(document, known, item, join(path, key)));
    else if (typeof schema.additionalProperties === "object") {
      issues.push(...shapeIssues(document, schema.additionalProperties as JsonSchema, item, join(path, key)));
    } else issues.push({ kind: "unexpected", path: join(path, key) });
  }
  return issues;
}
