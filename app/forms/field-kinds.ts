// Facts about our forms' fields that the server needs before the application reads the form; kept
// here so that server/ names no field of its own (issue 20).

/** The token the reCAPTCHA script puts in every protected form (design §5). */
export const RECAPTCHA_FIELD = "g-recaptcha-response";

/** Fields that are lists by design: the consents fieldset posts one `consents` per ticked box. */
export const LIST_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set(["consents"]);
