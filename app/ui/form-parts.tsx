import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { Form, useActionData, useRouteLoaderData } from "react-router";
import * as it from "../copy/it";
import { FormMessage } from "./field";
import { getFormProps, type FormMetadata } from "./route-form";

/** The CSRF token every form posts back (design §7); the root loader hands it out. */
export function CsrfInput() {
  const data = useRouteLoaderData("root") as { csrf?: string } | undefined;
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}

/**
 * Lets a form tell the document shell that it shows an error summary, so the page title says
 * "Errore: " (GOV.UK's pattern) once JavaScript runs; the server render reads the action's answer.
 */
export const ErrorTitleContext = createContext<(shown: boolean | null) => void>(() => undefined);

type Summary = { formErrors: string[]; fields: Array<{ id: string; message: string }> };

function summaryOf<Schema>(form: FormMetadata<Schema>): Summary {
  const fields: Summary["fields"] = [];
  // Errors come in the order of the schema's checks, which is the order of the fields.
  for (const [name, errors] of Object.entries(form.allErrors)) {
    if (name === "" || !errors?.length) continue;
    fields.push({ id: `${form.id}-${name}`, message: errors[0]! });
  }
  return { formErrors: form.errors ?? [], fields };
}

/**
 * With JavaScript a summary link focuses its field (and scrolls its label into view) without a
 * fragment navigation, which the router would take for a new location. Without it the link jumps there.
 */
function focusField(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const input = document.getElementById(id);
    if (!input) return;
    event.preventDefault();
    (input.closest(".field") ?? input).scrollIntoView({ block: "start" });
    input.focus({ preventScroll: true });
  };
}

/**
 * The error summary at the top of a refused form (GOV.UK): "C'è un problema", the form's own message,
 * then a link to each field in error. With JavaScript it takes the focus when it appears, so a screen
 * reader reads it and a keyboard user is one Tab from the first link.
 */
function ErrorSummary({ id, summary, submits }: { id: string; summary: Summary | null; submits: number }) {
  const box = useRef<HTMLDivElement>(null);
  const answer = useActionData();
  const shown = summary !== null;
  // Focus moves on a submit or a new answer only, never while the customer is correcting a field: a
  // submit or an answer arms it, and the summary takes it as soon as it shows (useRouteForm reports a
  // refused submit a render later, and focuses the first invalid field itself, which this follows).
  const armed = useRef(false);
  useEffect(() => {
    armed.current = true;
  }, [answer, submits]);
  useEffect(() => {
    if (!shown || !armed.current) return;
    armed.current = false;
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [shown, answer, submits]);
  return (
    <div
      ref={box}
      className={shown ? "error-summary" : undefined}
      tabIndex={shown ? -1 : undefined}
      aria-labelledby={shown ? `${id}-summary-title` : undefined}
      role={shown ? "group" : undefined}
    >
      {shown ? (
        <h2 className="error-summary__title" id={`${id}-summary-title`}>
          {it.errorSummary.title}
        </h2>
      ) : null}
      {/* Always present: it is the live region and the form's aria-describedby target. */}
      <FormMessage id={id} errors={summary?.formErrors} />
      {summary?.fields.length ? (
        <ul className="error-summary__list">
          {summary.fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} onClick={focusField(field.id)}>
                {field.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Every validated form of the product: a native post (it works without JavaScript), `noValidate` so
 * that our Italian messages rather than the browser's bubbles show, the CSRF token, the error summary,
 * and an `intent` when one page holds several forms. The summary shows for the server's answer and,
 * with JavaScript, after a submit the browser refused, never while a field is merely left on blur.
 */
export function ProtectedForm<Schema>({
  form,
  intent,
  ownSummary,
  children,
}: {
  form: FormMetadata<Schema>;
  intent?: string;
  /**
   * The screen renders an error summary of its own (sign-up's, with its grouped fields), none here:
   * whether it shows, for the page title.
   */
  ownSummary?: { shown: boolean };
  children: ReactNode;
}) {
  const [submits, setSubmits] = useState(0);
  const reportTitle = useContext(ErrorTitleContext);
  const props = getFormProps(form);
  const answered = form.status === "error" || submits > 0;
  const found = summaryOf(form);
  const summary = !ownSummary && answered && (found.formErrors.length > 0 || found.fields.length > 0) ? found : null;
  const shown = ownSummary ? ownSummary.shown : summary !== null;
  useEffect(() => {
    reportTitle(shown);
    return () => reportTitle(null);
  }, [shown, reportTitle]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmits((count) => count + 1);
    props.onSubmit(event);
  };
  return (
    <Form method="post" {...props} onSubmit={onSubmit} noValidate>
      <CsrfInput />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {ownSummary ? <FormMessage id={form.errorId} errors={form.errors} /> : <ErrorSummary id={form.errorId} summary={summary} submits={submits} />}
      {children}
    </Form>
  );
}
