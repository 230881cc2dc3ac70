import { parse, useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { FORM_CONSTRAINTS } from "../forms/constraints.data";
import type * as ClientValidationModule from "../forms/client-validation";
import type { FormSchemaName, FormSchemas } from "../forms/form-schemas";

type ClientValidation = typeof ClientValidationModule;
type Validate = (formData: FormData) => Submission<unknown, string[]>;

let loading: Promise<ClientValidation> | undefined;

/** One import for every form of the session; a failed one is tried again by the next screen. */
function loadClientValidation(): Promise<ClientValidation> {
  loading ??= import("../forms/client-validation").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Until the checks have arrived every value passes: the action validates every post anyway. */
function unchecked(formData: FormData): Submission<unknown, string[]> {
  return parse(formData, { resolve: (value) => ({ value }) });
}

type SchemaOf<Name extends FormSchemaName> = ReturnType<FormSchemas[Name]>;

/**
 * The one way our screens set up a form: the same zod schema as the action, named rather than
 * imported so that zod is not part of the page's first load (decision 113). Its constraints (required,
 * lengths, patterns) are generated data; its checks arrive just after hydration and run on blur, then
 * on input once wrong. The action's last answer shows only when no submission is under way, so a
 * re-render never flashes an old error.
 */
export function useRouteForm<Name extends FormSchemaName>(
  options: {
    id: string;
    schema: Name;
    lastResult: SubmissionResult<string[]> | null | undefined;
    defaultValue?: DefaultValue<z.input<SchemaOf<Name>>>;
    /** A code is judged once submitted, not while the customer is still pasting it. */
    validateOn?: "onBlur" | "onSubmit";
  } & (Parameters<FormSchemas[Name]> extends [] ? { args?: [] } : { args: Parameters<FormSchemas[Name]> }),
) {
  const navigation = useNavigation();
  const [validate, setValidate] = useState<Validate | null>(null);
  // The arguments are plain data (settings, consents) that callers rebuild on every render: compared
  // by value, so the schema is built again only when they really change.
  const argsKey = JSON.stringify(options.args ?? []);
  const name = options.schema;
  useEffect(() => {
    let current = true;
    const args = JSON.parse(argsKey) as Parameters<FormSchemas[Name]>;
    loadClientValidation().then(
      (module) => {
        if (current) setValidate(() => module.validator(name, args));
      },
      // No checks in the browser (a lost connection, a new deployment): the server's answer decides.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [name, argsKey]);
  return useForm<z.input<SchemaOf<Name>>, z.output<SchemaOf<Name>>, string[]>({
    id: options.id,
    lastResult: navigation.state === "idle" ? options.lastResult : null,
    constraint: FORM_CONSTRAINTS[name],
    defaultValue: options.defaultValue,
    shouldValidate: options.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => (validate ?? unchecked)(formData) as Submission<z.output<SchemaOf<Name>>, string[]>,
  });
}

/**
 * A number that changes with every answer of the action: as the `key` of a password field it remounts
 * the field empty, so a refused password is cleared with JavaScript too, as the server's re-render
 * does without it (passwords never travel back).
 */
export function useAnswerKey(actionData: unknown): number {
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (actionData) setAnswers((count) => count + 1);
  }, [actionData]);
  return answers;
}
