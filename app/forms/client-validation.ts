import { parseWithZod } from "@conform-to/zod/v4";
import { formSchemas, type FormSchemaName, type FormSchemas } from "./form-schemas";

/**
 * The browser's checks of one form: the action's own zod schema, so each message is the server's.
 * Loaded by app/ui/route-form.ts after hydration, never on first load (decision 113). It answers the
 * messages by field name ("" for the form's own), none when the form may go.
 */
export function validator<Name extends FormSchemaName>(name: Name, args: Parameters<FormSchemas[Name]>): (formData: FormData) => Record<string, string[]> {
  const build = formSchemas[name] as (...given: Parameters<FormSchemas[Name]>) => ReturnType<FormSchemas[Name]>;
  // Built once per screen and its arguments, not on every keystroke.
  const schema = build(...args);
  return (formData) => {
    const submission = parseWithZod(formData, { schema });
    const errors: Record<string, string[]> = {};
    if (submission.status === "success") return errors;
    for (const [field, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[field] = messages;
    return errors;
  };
}
