import type { Response } from "express";
import { inCallerLanguage } from "./culture";

/** The action names of spec §4, exactly as the upstream spells them in `ActionRequired`. */
export type ActionRequired =
  | "needConfirmPhone"
  | "needConfirmEmail"
  | "needAcceptRequiredConsents"
  | "needChangePassword"
  | "needInsertPhone"
  | "needThinRegistrationConfirmPhone"
  | "needThinRegistrationValidateEmail"
  | "needThinRegistrationConfirmEmail"
  | "needThinRegistrationGetPassword"
  | "needThinRegistrationCheckPhone";

export type FieldError = { Code: string; Message: string };
export type Fields = Record<string, unknown>;

/** The upstream's timestamp form; the product reads 13 digits from offset 6. */
export function wireDate(date: Date): string {
  return `/Date(${date.getTime()})/`;
}

// Undefined fields are left out; a field that exists but has no value travels as null.
function compact(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function sendSuccess(res: Response, fields: Fields = {}): void {
  res.status(200).json({ Success: true, ...compact(fields) });
}

export function sendFailure(res: Response, code: string, message: string, fields: Fields = {}, status = 200): void {
  res.status(status).json({ ...compact(fields), Success: false, CodeError: code, MessageError: inCallerLanguage(res, message) });
}

export function sendActionRequired(res: Response, action: ActionRequired, fields: Fields = {}): void {
  sendFailure(res, "ACTION_REQUIRED", "È richiesta un'azione per proseguire", { ...fields, ActionRequired: action });
}

export function sendValidationError(res: Response, errors: Record<string, FieldError>): void {
  const said = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, { ...error, Message: inCallerLanguage(res, error.Message) }]));
  sendFailure(res, "ERR", "Alcuni dati non sono validi", { ValidationError: said }, 400);
}

export function sendMissingSession(res: Response): void {
  sendFailure(res, "USER_NOT_FOUND", "Sessione assente o scaduta: accedi di nuovo", {}, 401);
}
