// Lock and expiry times are epoch milliseconds, so the session can store them as plain numbers.

/** Spec §9: after a resend, and on needConfirmPhone, the next SMS waits 60 s. */
export const smsDispatchLockMs = 60_000;

/** Decision 002: a temporary block without an upstream expiry lasts this long. */
export const defaultTemporaryBlockMinutes = 15;

/** The lock and expiry times a decision asks the session to store. */
export interface Locks {
  /** Until then, no SMS may be requested (spec §4). */
  smsDispatchUntil?: number;
  /** Phone OTP dispatch blocked until (CheckPhone/ResendPhoneOTP, needThinRegistrationConfirmPhone). */
  otpBlockedUntil?: number;
  /** E-mail OTP dispatch blocked until (CheckEmail/ResendEmailOTP, needThinRegistrationConfirmEmail). */
  emailOtpBlockedUntil?: number;
  /** End of the temporary block shown by account/temporary-blocked. */
  temporaryBlockUntil?: number;
}

export function smsDispatchExpiry(now: number): number {
  return now + smsDispatchLockMs;
}

/**
 * The one rule for a code just sent (spec §9): its resend lock runs 60 s from now, unless a lock still
 * runs (the upstream's own OTPRequestBlockedUntil, kept by the flow for this very answer), which stands.
 */
export function lockAfterSend(current: number | undefined, now: number): number {
  return current !== undefined && current > now ? current : smsDispatchExpiry(now);
}

/** Spec §4: "a temporary block expiry can be set in minutes from now". */
export function temporaryBlockExpiry(now: number, minutes: number = defaultTemporaryBlockMinutes): number {
  return now + minutes * 60_000;
}

/** Whole seconds left, for a countdown or an early-resend refusal; 0 once the time has passed. */
export function secondsLeft(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function isLocked(until: number | undefined, now: number): boolean {
  return secondsLeft(until, now) > 0;
}
