import { RequiredAction } from "../../app/flow/action-required";
import { codeKey, RECAPTCHA_REFUSED } from "../../app/flow/codes";

/** Spec §8's server codes and other codes. */
const SPEC_CODES = [
  "ACTION_REQUIRED",
  "USER_NOT_FOUND",
  "WRONG_CREDENTIALS",
  "USER_NOT_CONFIRMED",
  "USER_DISABLED",
  "USER_WAITING_FOR_CLOSURE",
  "USER_IN_BLACKLIST",
  "AMBIGUOUS_CREDENTIALS",
  "USER_IN_UNHANDLED_STATUS",
  "ERR_GENERIC",
  "MISSING_SYNC",
  "BLOCKED_EMAIL",
  "USED_EMAIL",
  "USED_MOBILE",
  "BLOCKED_MOBILE",
  "NOV",
  "ACCOUNT_NOT_FOUND",
  "OTP_REQUEST_BLOCKED",
  "ERR_ACCOUNT_ALREADY_EXISTS",
  "ERR",
  "EMAIL_SENDING_ERROR",
  "SAME_ACTUAL_AND_NEW_PASSWORD",
  "CHANGE_SAME_PHONE_ERROR",
  "CREATE_USER_ERROR",
] as const;

/** The anti-forgery refusal decision 022 names; the product shows it as any unexpected error. */
export const ANTIFORGERY_REFUSED = "ANTIFORGERY_TOKEN_INVALID";

/** Every CodeError the contract knows: spec §8, plus the reCAPTCHA and anti-forgery refusals (decision 022). */
export const KNOWN_CODES: readonly string[] = [...SPEC_CODES, RECAPTCHA_REFUSED, ANTIFORGERY_REFUSED];

/** The ActionRequired values of spec §4. */
export const KNOWN_ACTIONS: readonly string[] = Object.values(RequiredAction);

const knownCodeKeys = new Set(KNOWN_CODES.map(codeKey));
const knownActionKeys = new Set(KNOWN_ACTIONS.map(codeKey));

/** Decision 013: codes and actions are compared ignoring case and underscores. */
export const isKnownCode = (code: string) => knownCodeKeys.has(codeKey(code));
export const isKnownAction = (action: string) => knownActionKeys.has(codeKey(action));
export { codeKey, RECAPTCHA_REFUSED };
