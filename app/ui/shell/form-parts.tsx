import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, useRouteLoaderData } from "react-router";
import { ErrorSummary } from "./error-summary";
import { getFormProps, type FormMetadata } from "./route-form";
import { summaryItems, type SummarySources } from "./summary-items";

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

/**
 * Every validated form of the product: a native post (it works without JavaScript), `noValidate` so
 * that our Italian messages rather than the browser's bubbles show, the CSRF token, the error summary,
 * and an `intent` when one page holds several forms. The summary shows for the server's answer and,
 * with JavaScript, after a submit the browser refused, never while a field is merely left on blur.
 */
export function ProtectedForm<Schema>({
  form,
  intent,
  summary: sources,
  children,
}: {
  form: FormMetadata<Schema>;
  intent?: string;
  /** What the summary adds to the form's own errors, and the order of its items (sign-up's). */
  summary?: Pick<SummarySources, "extra" | "order">;
  children: ReactNode;
}) {
  const [submits, setSubmits] = useState(0);
  const reportTitle = useContext(ErrorTitleContext);
  const props = getFormProps(form);
  const answered = form.status === "error" || submits > 0;
  const formErrors = form.errors ?? [];
  const items = summaryItems({ formId: form.id, errors: form.allErrors, ...sources });
  const summary = answered && (formErrors.length > 0 || items.length > 0) ? { formErrors, items } : null;
  const shown = summary !== null;
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
      <ErrorSummary id={form.errorId} summary={summary} submits={submits} />
      {children}
    </Form>
  );
}
