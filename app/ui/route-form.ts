import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";

/**
 * The one way our screens set up a form: the same zod schema as the action, checked in the browser on
 * blur and again on input once wrong; the action's last answer shown only when no submission is under
 * way, so a re-render never flashes an old error.
 */
export function useRouteForm<Schema extends z.ZodObject>(options: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** A code is judged once submitted, not while the customer is still pasting it. */
  validateOn?: "onBlur" | "onSubmit";
}) {
  const navigation = useNavigation();
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: navigation.state === "idle" ? options.lastResult : null,
    constraint: getZodConstraint(options.schema),
    defaultValue: options.defaultValue,
    shouldValidate: options.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
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
