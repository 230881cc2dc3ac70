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
    const errorBody = ErrorBody.parse(body);
    if (status === 400 && isPlainObject(body.ValidationError)) {
      throw new UpstreamValidationError(status, fieldErrors(body.ValidationError), errorBody);
    }
    // Spec §7: plain-object bodies are inspected for CodeError; Success false is always an error.
    const hasCode = typeof body.CodeError === "string" && body.CodeError !== "";
    if (body.Success === false || (body.Success === undefined && hasCode) || (!success && hasCode)) {
      throw new UpstreamCodeError(status, errorBody);
    }
  }
  if (!success) throw new UpstreamHttpError(status);
  if (!json.ok) throw new UnexpectedPayloadError(status, "body is not JSON");
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) throw new UnexpectedPayloadError(status, z.prettifyError(parsed.error));
  return parsed.data;
}
