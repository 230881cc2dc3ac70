// What the flow engine reads of an upstream result. The client's results (app/upstream/) fit these
// shapes structurally, so the rules stay free of any server-only import.

/** The error-body fields of spec §3 (timestamps already dates), plus the ambiguous-login fields. */
export interface FlowErrorBody {
  CodeError?: string | null;
  MessageError?: string | null;
  ActionRequired?: string | null;
  PhoneNumber?: string | null;
  PhonePrefix?: string | null;
  Email?: string | null;
  Name?: string | null;
  Surname?: string | null;
  Password?: string | null;
  Mobile?: string | null;
  Prefix?: string | null;
  OTPRequestBlockedUntil?: Date | null;
  OTPEmailRequestBlockedUntil?: Date | null;
  /** Thin code confirmations (spec §7): until when no code is accepted, and how many tries are left (sent with a wrong code). */
  AttemptBlockedUntil?: Date | null;
  AvailableAttempts?: number | null;
}

export interface FlowFieldError {
  code: string;
  message: string;
}

export interface FlowError {
  /** "code", "validation", "unexpectedPayload", "http", "network" or "aborted". */
  kind: string;
  code?: string | null;
  message: string;
  body?: FlowErrorBody;
  fields?: Readonly<Record<string, FlowFieldError>>;
}

export type UpstreamOutcome<E extends FlowError = FlowError> =
  | { ok: true; call: string; data: unknown }
  | { ok: false; call: string; error: E };
