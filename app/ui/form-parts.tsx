import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useRouteLoaderData } from "react-router";
import { FormMessage } from "./field";

/** The CSRF token every form posts back (design §7); the root loader hands it out. */
export function CsrfInput() {
  const data = useRouteLoaderData("root") as { csrf?: string } | undefined;
  return <input type="hidden" name="csrf" value={data?.csrf ?? ""} />;
}

/**
 * Every validated form of the product: a native post (it works without JavaScript), `noValidate` so
 * that our Italian messages rather than the browser's bubbles show, the CSRF token, the form-level
 * message, and an `intent` when one page holds several forms.
 */
export function ProtectedForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <CsrfInput />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormMessage id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}
