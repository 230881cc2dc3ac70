// The navigation state objects of spec §3 that one screen hands to the next.

export interface PhoneState {
  mobileNumber: string;
  mobileCountryCode: string;
}

export interface EmailState {
  email: string;
}

/** Ambiguous login → email-selection: the password travels only encrypted (design §4). */
export interface AmbiguousState {
  password: string;
  phoneNumber: string;
  phonePrefix: string;
}

/** Thin registration: sign-up-finalization/select-email. */
export type PhoneEmailState = PhoneState & EmailState;

/** Thin registration: the sign-up-finalization root. */
export interface ContactState extends PhoneState, EmailState {
  firstName: string;
  lastName: string;
}

export type NavigationState = PhoneState | EmailState | AmbiguousState | PhoneEmailState | ContactState;

/** The error-body fields of spec §3 that the states are built from. */
export interface StateSource {
  PhoneNumber?: string | null;
  PhonePrefix?: string | null;
  Email?: string | null;
  Name?: string | null;
  Surname?: string | null;
}

export function phoneState(body: StateSource): PhoneState {
  return { mobileNumber: body.PhoneNumber ?? "", mobileCountryCode: body.PhonePrefix ?? "" };
}

export function emailState(body: StateSource): EmailState {
  return { email: body.Email ?? "" };
}

export function contactState(body: StateSource): ContactState {
  return { ...phoneState(body), ...emailState(body), firstName: body.Name ?? "", lastName: body.Surname ?? "" };
}

/**
 * Spec §2: the pending-operation resolver passes state on only when it has a mobile prefix and
 * number, or an e-mail.
 */
export function isUsableState(state: unknown): state is PhoneState | EmailState {
  if (typeof state !== "object" || state === null) return false;
  const { mobileNumber, mobileCountryCode, email } = state as Record<string, unknown>;
  const hasPhone = typeof mobileNumber === "string" && mobileNumber !== "" && typeof mobileCountryCode === "string" && mobileCountryCode !== "";
  return hasPhone || (typeof email === "string" && email !== "");
}
