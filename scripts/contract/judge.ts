import type { Endpoint } from "../../app/upstream/endpoints.server";
import { z } from "../../app/upstream/zod.server";
import { isKnownAction, isKnownCode } from "./codes";
import type { JsonSchema } from "./document";
import type { ShapeIssue } from "./shape";
import { shapeIssues } from "./shape";

/** What an answer was, read as the client reads it (decision 013), and how it differs from the contract. */
export interface Judgement {
  outcome: "success" | "refusal" | "other";
  code: string | null;
  problems: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const GENERIC_FIELDS = new Set(["Success", "CodeError", "MessageError"]);

function describe(issues: ShapeIssue[], allowUnexpected: boolean): string[] {
  const kept = allowUnexpected ? issues.filter((issue) => issue.kind !== "unexpected") : issues;
  const byKind = (kind: ShapeIssue["kind"]) => kept.filter((issue) => issue.kind === kind);
  const problems: string[] = [];
  const missing = byKind("missing").map((issue) => issue.path);
  const unexpected = byKind("unexpected").map((issue) => issue.path);
  const wrong = byKind("type").map((issue) => `${issue.path || "body"} (${issue.detail})`);
  const list = (items: string[]) => (items.length > 4 ? `${items.slice(0, 4).join(", ")} and ${items.length - 4} more` : items.join(", "));
  if (missing.length) problems.push(`missing fields: ${list(missing)}`);
  if (unexpected.length) problems.push(`unexpected fields: ${list(unexpected)}`);
  if (wrong.length) problems.push(`wrong types: ${list(wrong)}`);
  return problems;
}

function operationSchema(document: JsonSchema, endpoint: Endpoint): JsonSchema {
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, JsonSchema> }>>;
  const responses = paths[endpoint.path]![endpoint.method.toLowerCase()]!.responses;
  const content = responses["2XX"]!.content as Record<string, { schema: { anyOf: JsonSchema[] } }>;
  return content["application/json"]!.schema.anyOf[0]!;
}

/**
 * Judges one raw answer against the contract document: a success against the call's success shape, a
 * refusal against the refusal shape with its CodeError and ActionRequired among the known ones.
 */
export function judge(
  document: JsonSchema,
  endpoint: Endpoint,
  answer: { status: number; text: string },
  options: { allowUnexpected?: boolean } = {},
): Judgement {
  const { status, text } = answer;
  const success = status >= 200 && status < 300;
  let body: unknown = {};
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      return { outcome: "other", code: null, problems: [`HTTP ${status}, body is not JSON`] };
    }
  }
  const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
  const issuesOf = (schema: JsonSchema) => describe(shapeIssues(document, schema, body), options.allowUnexpected ?? false);
  if (isObject(body)) {
    const code = typeof body.CodeError === "string" && body.CodeError !== "" ? body.CodeError : null;
    const validation = status === 400 && isObject(body.ValidationError);
    if (validation || body.Success === false || (body.Success === undefined && code) || (!success && code)) {
      const problems = issuesOf(ref(validation ? "ValidationRefusal" : "Refusal"));
      if (code && !isKnownCode(code)) problems.push(`unknown CodeError ${code}`);
      if (typeof body.ActionRequired === "string" && body.ActionRequired && !isKnownAction(body.ActionRequired)) {
        problems.push(`unknown ActionRequired ${body.ActionRequired}`);
      }
      return { outcome: "refusal", code, problems };
    }
  }
  if (!success) return { outcome: "other", code: null, problems: [`HTTP ${status} without a CodeError`] };
  const problems = issuesOf(operationSchema(document, endpoint));
  // Issue 11 item 9: a call with fields of its own cannot succeed naming none of them, nor Success.
  if (isObject(body) && endpoint.response instanceof z.ZodObject && body.Success === undefined) {
    const own = Object.keys(endpoint.response.shape).filter((key) => !GENERIC_FIELDS.has(key));
    if (own.length > 0 && own.every((key) => body[key] === undefined || body[key] === null)) {
      problems.push(`names none of ${own.join(", ")} and no Success`);
    }
  }
  return { outcome: "success", code: null, problems };
}
