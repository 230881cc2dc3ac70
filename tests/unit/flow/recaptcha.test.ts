import { describe, expect, it } from "vitest";
import { refusalErrors } from "../../../app/actions/step.server";
import * as copy from "../../../app/copy/it";
import { decide } from "../../../app/flow/index";
import type { FlowDecision } from "../../../app/flow/decide";
import { clientQuery, codeFailure, now } from "./outcomes";

// Decision 140: the upstream's refusal of a reCAPTCHA token (missing: no JavaScript, Google's script
// blocked or too slow; or failed) is one rule for every call that checks it: the form again, saying
// what happened and what to do, and an answer no screen may act on.
describe("a refused reCAPTCHA token", () => {
  const refused: FlowDecision = { formMessage: copy.flow.recaptchaRefused, unanswered: true };

  it.each([
    ["login", "/auth/client_login", "INVALID_RECAPTCHA"],
    ["sso", "/auth/sso-login", "INVALID_RECAPTCHA"],
    ["registerAccount", "/sign-up", "invalidRecaptcha"],
    ["resetPassword", "/reset-password", "INVALID_RECAPTCHA"],
    ["checkPhone", "/sign-up-finalization", "Invalid-Recaptcha"],
  ])("%s answered %s (%s) → the form message, unanswered; never a wrong password or errore imprevisto", (call, route, code) => {
    const decision = decide(codeFailure(call, code, { MessageError: "Verifica reCAPTCHA non superata" }), { route, query: clientQuery, now });
    expect(decision).toEqual(refused);
  });

  it("becomes the form's one error, above the form, whatever the screen's table says", () => {
    const messages = { codes: { INVALID_RECAPTCHA: { field: "email", message: "altro" } }, serverMessageAt: { field: "code", fallback: "x" }, fallback: "Riprova" };
    expect(refusalErrors(refused, messages)).toEqual({ fieldErrors: {}, formErrors: [copy.flow.recaptchaRefused] });
  });
});
