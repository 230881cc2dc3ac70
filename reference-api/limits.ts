/** Numbers chosen for the reference API (docs/decisions/023). */
export const OTP_LENGTH = 6;
export const OTP_LIFETIME_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const OTP_BLOCK_SECONDS = 15 * 60;
export const OTP_SEND_INTERVAL_SECONDS = 60;
export const OTP_MAX_SENDS = 5;
/** A send counter older than this starts again from zero. */
export const OTP_SEND_WINDOW_SECONDS = 60 * 60;

export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;

export const TEMP_PASSWORD_LIFETIME_SECONDS = 24 * 60 * 60;
export const RESET_EMAIL_INTERVAL_SECONDS = 60;

export const JSON_BODY_LIMIT = "32kb";
export const SEARCH_RESULT_LIMIT = 20;
