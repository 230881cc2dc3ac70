import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import * as it from "../copy/it";
import { BRAND_SIGN_UP_FIELDS, signUpSchema } from "../forms/sign-up-schema";
import { checkIsProbe, isCheckedField, type CheckedField, type FieldCheck } from "./sign-up.server";

/** What one post to /sign-up/check asks, read with the sign-up form's own rules. */
export type FieldCheckRequest =
  /** A value the schema accepts, as it reads it (trimmed; the prefix as a calling code): the upstream's to judge. */
  | { kind: "ask"; field: CheckedField; value: string; prefix: string; probe: boolean }
  /** The schema's own words about the value: nothing to ask the upstream (issue 39 item 10e). */
  | { kind: "refused"; check: FieldCheck }
  /** No field this route checks. */
  | { kind: "none" }
  /** A field named as a list or a group: no box of the form posts that. */
  | { kind: "malformed"; check: { field: null; message: string } };

type Shape = ReturnType<typeof signUpSchema>["shape"];
let shape: Shape | undefined;

/** The form's schema, built once: the rules of e-mail, mobile and password depend on no setting nor consent. */
const fieldsOfSignUp = (): Shape => (shape ??= signUpSchema(BRAND_SIGN_UP_FIELDS, []).shape);

/** The value (and the mobile's prefix) under the very rules the sign-up's submit applies to that box. */
function schemaFor(field: CheckedField) {
  const fields = fieldsOfSignUp();
  if (field === "mobileNumber") return z.object({ value: fields.mobileNumber, prefix: fields.mobileCountryCode });
  return z.object({ value: fields[field] });
}

/**
 * One field of an on-blur check (spec §7), judged by the sign-up schema first: what it refuses is
 * answered in its words, so the upstream is asked, and a look-up spent, only about a value the submit
 * itself would send.
 */
export function readFieldCheck(form: FormData): FieldCheckRequest {
  // Read as conform reads every form: `field[0]=…&field[1]=…` is a list, which no box posts.
  const posted = parseWithZod(form, { schema: z.object({ field: z.unknown() }) });
  const field = posted.status === "success" ? posted.value.field : undefined;
  if (field !== undefined && typeof field !== "string") return { kind: "malformed", check: { field: null, message: it.formInput.notText } };
  if (!isCheckedField(field)) return { kind: "none" };
  const submission = parseWithZod(form, { schema: schemaFor(field) });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message = errors.value?.[0] ?? errors.prefix?.[0] ?? it.formInput.notText;
    return { kind: "refused", check: { field, message } };
  }
  const values = submission.value as { value: string; prefix?: string };
  return { kind: "ask", field, value: values.value, prefix: values.prefix ?? "", probe: checkIsProbe(field) };
}
