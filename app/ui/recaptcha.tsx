import { useEffect } from "react";
import { RECAPTCHA_FIELD } from "../forms/field-kinds";

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** Google's script and the origins the CSP allows for it (server/security.ts). */
export const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js";

/**
 * Issue 11 item 11, reCAPTCHA v3 on pages whose forms call a reCAPTCHA-checked operation: Google's
 * script under the page's nonce, and on every submit a fresh token in `g-recaptcha-response` (tokens
 * expire after two minutes, so one fetched at page load would be stale). The submit is held in the
 * capture phase, before the form library sees it, and sent again once the token is in the form.
 * Without JavaScript nothing here runs; the server then answers with a clear message.
 */
export function Recaptcha({ siteKey, nonce }: { siteKey: string; nonce: string | undefined }) {
  useEffect(() => {
    const released = new WeakSet<HTMLFormElement>();
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
      if (released.has(form)) {
        released.delete(form);
        return;
      }
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      // Script blocked or not loaded yet: the post goes without a token and the server explains.
      if (!grecaptcha) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      grecaptcha.ready(() => {
        grecaptcha
          .execute(siteKey, { action: "submit" })
          .catch(() => "")
          .then((token) => {
            let field = form.querySelector<HTMLInputElement>(`input[name="${RECAPTCHA_FIELD}"]`);
            if (!field) {
              field = document.createElement("input");
              field.type = "hidden";
              field.name = RECAPTCHA_FIELD;
              form.append(field);
            }
            field.value = token;
            released.add(form);
            // The submitter goes along (its name/value, e.g. a resend intent) only while the form still owns it.
            const owned = submitter && "form" in submitter && (submitter as HTMLButtonElement).form === form;
            // A task of its own: a token that is already there resolves while the held submit event is
            // still being dispatched, and the browser silently ignores a requestSubmit made then.
            window.setTimeout(() => form.requestSubmit(owned ? (submitter as HTMLButtonElement) : undefined));
          });
      });
    };
    // On window, in the capture phase: before React's own listeners on the document.
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [siteKey]);
  return <script nonce={nonce} src={`${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`} async defer />;
}
