import type { ErrorBody } from "./schemas/error-body.server";

/** A per-field error of a 400 ValidationError answer, keyed by the camelCase field name. */
export interface FieldError {
  code: string;
  message: string;
}

/** Base of every failure the client reports; `kind` tells them apart. */
export abstract class UpstreamError extends Error {
  abstract readonly kind: string;
}

/** The upstream answered `Success: false` (or a bare CodeError): spec §7, §8. */
export class UpstreamCodeError extends UpstreamError {
  readonly kind = "code";
  readonly code: string | null;
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    // The server's own message is what callers show (spec §8, confirm SMS PIN).
    super(body.MessageError || body.CodeError || "upstream error");
    this.code = body.CodeError ?? null;
  }
}

/** A 400 with a ValidationError map (spec §5). */
export class UpstreamValidationError extends UpstreamError {
  readonly kind = "validation";
  constructor(
    readonly status: number,
    readonly fields: Readonly<Record<string, FieldError>>,
    readonly body: ErrorBody,
  ) {
    super("upstream validation error");
  }
}

/** A success status whose body is not the shape the call promises (spec §5). */
export class UnexpectedPayloadError extends UpstreamError {
  readonly kind = "unexpectedPayload";
  constructor(
    readonly status: number,
    readonly issues: string,
  ) {
    super("unexpected response payload");
  }
}

/** A non-success status (or a redirect, which is never followed) without an upstream error body. */
export class UpstreamHttpError extends UpstreamError {
  readonly kind = "http";
  constructor(readonly status: number) {
    super(`upstream answered HTTP ${status}`);
  }
}

/** No answer: network failures after the permitted retries, or the overall deadline passed. */
export class UpstreamNetworkError extends UpstreamError {
  readonly kind = "network";
  constructor(
    readonly reason: "unreachable" | "deadline",
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    super(reason === "deadline" ? "upstream deadline exceeded" : "upstream unreachable", options);
  }
}

/** The browser's request went away, so the call was abandoned. */
export class UpstreamAbortedError extends UpstreamError {
  readonly kind = "aborted";
  constructor() {
    super("request aborted by the client");
  }
}

export type AnyUpstreamError =
  | UpstreamCodeError
  | UpstreamValidationError
  | UnexpectedPayloadError
  | UpstreamHttpError
  | UpstreamNetworkError
  | UpstreamAbortedError;
