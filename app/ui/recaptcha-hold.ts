import { RECAPTCHA_FIELD } from "../forms/field-kinds";

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** How long a submit waits for Google's token before it goes without one (decision 140). */
export const RECAPTCHA_WAIT_MS = 3000;

/** Puts the token in the form's `g-recaptcha-response`, adding the field the first time. */
function putToken(form: HTMLFormElement, token: string) {
  let field = form.querySelector<HTMLInputElement>(`input[name="${RECAPTCHA_FIELD}"]`);
  if (!field) {
    field = document.createElement("input");
    field.type = "hidden";
    field.name = RECAPTCHA_FIELD;
    form.append(field);
  }
  field.value = token;
}

/**
 * The hold of reCAPTCHA v3 (app/ui/recaptcha.tsx): on every submit a fresh token in
 * `g-recaptcha-response` (tokens expire after two minutes, so one fetched at page load would be stale). The submit is held in the capture phase, before the form
 * library sees it, and sent again once the token is in the form, or without one when Google's script is
 * missing, fails, or has not answered within RECAPTCHA_WAIT_MS: the server and the upstream then decide
 * (decision 140). A held form sends once: presses while it waits are swallowed, a late token is dropped.
 */
export function holdSubmitsForTokens(siteKey: string): () => void {
  // Forms whose submit waits for a token (each wait its own, so a late token of an earlier press
  // never sends a later one), and the one submit each is sent again with.
  const held = new WeakMap<HTMLFormElement, object>();
  const released = new WeakSet<HTMLFormElement>();
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
    if (released.has(form)) return;
    if (held.has(form)) {
      // Pressed again while the token is awaited: the one held submit will go.
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
    // Script blocked or not loaded yet: the post goes without a token, at once.
    if (!grecaptcha) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const wait = {};
    held.set(form, wait);
    const submitter = event.submitter;
    // The submitter goes along (its name/value, e.g. a resend intent) only while the form still owns it.
    const owned = submitter && "form" in submitter && (submitter as HTMLButtonElement).form === form ? (submitter as HTMLButtonElement) : undefined;
    // The wait is bounded: Google's script may load and then never answer (its own scripts blocked).
    const timer = window.setTimeout(() => send(""), RECAPTCHA_WAIT_MS);
    const send = (token: string) => {
      if (held.get(form) !== wait) return;
      held.delete(form);
      window.clearTimeout(timer);
      putToken(form, token);
      // A task of its own: a token that is already there resolves while the held submit event is
      // still being dispatched, and the browser silently ignores a requestSubmit made then.
      window.setTimeout(() => {
        released.add(form);
        // requestSubmit dispatches the submit event at once: the release covers exactly that one.
        try {
          form.requestSubmit(owned);
        } finally {
          released.delete(form);
        }
      });
    };
    try {
      grecaptcha.ready(() => {
        grecaptcha.execute(siteKey, { action: "submit" }).then(send, () => send(""));
      });
    } catch {
      send("");
    }
  };
  // On window, in the capture phase: before React's own listeners on the document.
  window.addEventListener("submit", onSubmit, true);
  // Said on the page, as `data-hydrated` is: from here on a post carries a token or waits for one.
  document.documentElement.dataset.recaptchaHold = "on";
  return () => {
    window.removeEventListener("submit", onSubmit, true);
    delete document.documentElement.dataset.recaptchaHold;
  };
}
