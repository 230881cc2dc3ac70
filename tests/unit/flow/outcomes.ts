import type { FlowError, FlowErrorBody, UpstreamOutcome } from "../../../app/flow/index";

/** A fixed "now" for every decision in these tests. */
export const now = Date.parse("2030-01-01T10:00:00.000Z");

export function success(call: string, data: unknown = { Success: true }): UpstreamOutcome {
  return { ok: true, call, data };
}

export function codeFailure(call: string, code: string | null, body: FlowErrorBody = {}): UpstreamOutcome {
  const error: FlowError = {
    kind: "code",
    code,
    message: body.MessageError ?? `message for ${code}`,
    body: { CodeError: code, ...body },
  };
  return { ok: false, call, error };
}

export function actionRequired(action: string, body: FlowErrorBody = {}, call = "login"): UpstreamOutcome {
  return codeFailure(call, "ACTION_REQUIRED", { ActionRequired: action, ...body });
}

export function otherFailure(call: string, kind: string): UpstreamOutcome {
  return { ok: false, call, error: { kind, message: kind } };
}

/** The error-body fields a thin registration answer carries. */
export const contact: FlowErrorBody = {
  PhoneNumber: "3355550000",
  PhonePrefix: "+39",
  Email: "tina.sottile@example.com",
  Name: "Tina",
  Surname: "Sottile",
};

export const clientQuery = { client: "parcheggi-web", redirect: "https://parcheggi.example.it/" } as const;

/** The error of a failed outcome, for asserting that a decision propagates it. */
export function errorOf(outcome: UpstreamOutcome): FlowError {
  if (outcome.ok) throw new Error("expected a failed outcome");
  return outcome.error;
}
