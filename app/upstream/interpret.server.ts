import type { FieldError } from "./errors.server";
import {
  UnexpectedPayloadError,
  UpstreamCodeError,
  UpstreamHttpError,
  UpstreamValidationError,
} from "./errors.server";
import { camelCaseFieldName } from "./field-names.server";
import { ErrorBody } from "./schemas/error-body.server";
import type { IncomingResponse } from "./transport.server";
import { z } from "./zod.server";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Decision 013: a field error is { Code, Message }; a bare string or a list is read as well.
function fieldError(value: unknown): FieldError | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return { code: "INVALID", message: first };
  if (!isPlainObject(first)) return null;
  const code = first.Code ?? first.code ?? first.CodeError;
  const message = first.Message ?? first.message ?? first.MessageError;
  if (typeof code !== "string" && typeof message !== "string") return null;
  return {
    code: typeof code === "string" ? code : "INVALID",
    message: typeof message === "string" ? message : "",
  };
}

function fieldErrors(map: Record<string, unknown>): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const [name, value] of Object.entries(map)) {
    const error = fieldError(value);
    if (error) fields[camelCaseFieldName(name)] = error;
  }
  return fields;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Turns a full response into the call's data, or throws the typed error it stands for. */
export function interpret<T>(response: IncomingResponse, schema: z.ZodType<T>): T {
  const { status } = response;
  const json = parseJson(response.text);
  const success = status >= 200 && status < 300;

  if (json.ok && isPlainObject(json.value)) {
    const body = json.value;
    // Read only for a refusal: ErrorBody drops what it cannot read and never throws, so a success need
    // not pay for it (issue 13).
    if (status === 400 && isPlainObject(body.ValidationError)) {
      throw new UpstreamValidationError(status, fieldErrors(body.ValidationError), ErrorBody.parse(body));
    }
    // Spec §7: plain-object bodies are inspected for CodeError; Success false is always an error.
    const hasCode = typeof body.CodeError === "string" && body.CodeError !== "";
    if (body.Success === false || (body.Success === undefined && hasCode) || (!success && hasCode)) {
      throw new UpstreamCodeError(status, ErrorBody.parse(body));
    }
  }
  if (!success) throw new UpstreamHttpError(status);
  if (!json.ok) throw new UnexpectedPayloadError(status, "body is not JSON");
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) throw new UnexpectedPayloadError(status, z.prettifyError(parsed.error));
  if (saysNothing(json.value, schema)) throw new UnexpectedPayloadError(status, "the body names none of the call's fields");
  return parsed.data;
}

const GENERIC_FIELDS = new Set(["Success", "CodeError", "MessageError"]);

/**
 * Issue 11 item 9: a call whose answer has fields of its own (ConfirmPinSms's UrlRedirect, Login's,
 * AcceptConsents') cannot succeed with a body that names none of them and not even Success: a `200 {}`
 * passes a schema of optional fields but is no decision, so it is an unexpected payload. Calls whose
 * answer is only the generic fields ("response not shown" in spec §7) may answer `{}`.
 */
function saysNothing(value: unknown, schema: z.ZodType): boolean {
  if (!isPlainObject(value) || !(schema instanceof z.ZodObject)) return false;
  const own = Object.keys(schema.shape).filter((key) => !GENERIC_FIELDS.has(key));
  if (own.length === 0) return false;
  return value.Success === undefined && own.every((key) => value[key] === undefined || value[key] === null);
}
