import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type PointerEvent } from "react";
import { useNavigation } from "react-router";
import type { Form } from "../../forms/form";
import type { Checks, DeclaredForm, Errors } from "../../forms/form-checks";
import type * as FormJudge from "../form-judge";
import { loadJudge } from "./judge";

/**
 * What an action answers about a form: the shape of conform's `submission.reply()`, which the server
 * keeps building (app/actions/step.server.ts). Only what the browser reads is named here.
 */
export type FormResult = {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null>;
  /** Every name the post carried. */
  fields?: string[];
};

type Fieldset<Schema> = { [Name in keyof Schema & string]-?: FieldMetadata<Schema[Name]> };

/** One field as our components read it (the subset of conform's field metadata they used). */
export type FieldMetadata<Value = unknown> = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue: unknown;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  getFieldset(): Fieldset<NonNullable<Value>>;
};

/** The form as our components read it. */
export type FormMetadata<Schema = Record<string, unknown>> = {
  id: string;
  errorId: string;
  /** The form's own message (the server's "" key). */
  errors?: string[];
  /** Every message shown, by field name, in the order the checks gave them. */
  allErrors: Errors;
  /** "error" right after a refused submit or answer, until a field is checked again. */
  status?: "error" | "success";
  noValidate: true;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onBlur(event: FocusEvent<HTMLFormElement>): void;
  onInput(event: FormEvent<HTMLFormElement>): void;
  onPointerDown(event: PointerEvent<HTMLFormElement>): void;
  /** The customer starts on the form: its checks are fetched. */
  onFocus(): void;
  getFieldset(): Fieldset<Schema>;
};

type State = {
  /** The messages shown. */
  shown: Errors;
  /** Names judged at least once: they are judged again on every input (conform's "validated"). */
  validated: Record<string, boolean>;
  status?: "error" | "success";
};

/** The server's messages, without the empty entries conform's reply may carry. */
function answerErrors(result: FormResult): Errors {
  const errors: Errors = {};
  for (const [name, messages] of Object.entries(result.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

/** After a submit or an answer every field it carried, and every name with a message, counts as judged. */
function judged(validated: Record<string, boolean>, errors: Errors, fields: Iterable<string>): Record<string, boolean> {
  const next = { ...validated };
  for (const name of [...Object.keys(errors), ...fields]) next[name] = true;
  return next;
}

/**
 * The names an answer judged: every field it carried, except one it emptied without a word about it
 * (a password, never sent back): that box is judged again only once the customer is in it or submits,
 * not while another field is being corrected (issue 21).
 */
function fromAnswer(result: FormResult, validated: Record<string, boolean>): State {
  const shown = answerErrors(result);
  const next = judged(validated, shown, result.fields ?? []);
  for (const name of result.fields ?? []) if (!shown[name] && valueAt(result.initialValue ?? undefined, name) === undefined) next[name] = false;
  return { shown, validated: next, status: result.status };
}

function isField(element: EventTarget | null): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  if (element instanceof HTMLInputElement) return !["submit", "button", "reset"].includes(element.type);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

function valueAt(values: Record<string, unknown> | undefined, name: string): unknown {
  let value: unknown = values;
  for (const part of name.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** Default values as the form posts them: strings, nested by dotted name. */
function serialized(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(serialized);
  if (typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serialized(item)]));
  return String(value);
}

/** A form's checks with the code that runs them, which every form shares. */
type Judge = { checks: Checks; judge: typeof FormJudge };
type LoadedChecks = { current: Judge | null; failed: boolean; load(): Promise<Judge> };

/**
 * A form's checks, fetched once the customer starts on the form (a focus, a press), so a page that is
 * only read loads none of them (issue 23, decision 155); a refused answer shows, so the customer will
 * correct it: then at once. Until they have arrived a box is judged when they do, and a submit waits
 * for them; one that never arrives leaves the judging to the server.
 */
function useFormChecks(form: DeclaredForm): LoadedChecks {
  const [loaded] = useState<LoadedChecks>(() => {
    let pending: Promise<Judge> | undefined;
    const state: LoadedChecks = {
      current: null,
      failed: false,
      load: () =>
        // The code that runs the checks comes with them: a page that is only read needs neither.
        (pending ??= Promise.all([form.checks(), loadJudge()]).then(
          ([checks, judge]) => (state.current = { checks, judge }),
          (error: unknown) => {
            state.failed = true;
            throw error;
          },
        )),
    };
    return state;
  });
  return loaded;
}

/**
 * The one way our screens set up a form, with no form library (decision 114): `schema` is the form
 * its schema module declares (app/forms/form.ts), which the browser gets as data with the zod-free
 * checks it refines with (issue 23): its boxes' constraints, and its checks, which run on blur (or on
 * submit), then on every input once a field has been judged; a refused submit stays in the browser,
 * with the focus on the first wrong field. `args` are what the screen knows that the form's rules
 * read (its consents, its field settings). The action's last answer shows only when no submission is
 * under way, so a re-render never flashes an old error.
 */
export function useRouteForm<Input, Args extends unknown[]>(
  options: {
    id: string;
    schema: Form<Input, Args>;
    lastResult: FormResult | null | undefined;
    defaultValue?: { [Key in keyof Input]?: unknown };
    /** A code is judged once submitted, not while the customer is still pasting it. */
    validateOn?: "onBlur" | "onSubmit";
  } & (Args extends [] ? { args?: [] } : { args: Args }),
): [FormMetadata<Input>, Fieldset<Input>] {
  const navigation = useNavigation();
  const lastResult = navigation.state === "idle" ? options.lastResult : null;
  // Values the boxes start with, fixed at mount as the server rendered them: later answers leave
  // what the customer typed alone (the boxes are uncontrolled).
  const [initial] = useState(() => (options.lastResult?.initialValue ?? serialized(options.defaultValue ?? {})) as Record<string, unknown>);
  const [state, setState] = useState<State>(() => (options.lastResult ? fromAnswer(options.lastResult, {}) : { shown: {}, validated: {} }));
  // A new answer replaces what was shown; the same answer again (after a submission) is shown again.
  const [seen, setSeen] = useState(lastResult);
  if (lastResult !== seen) {
    setSeen(lastResult);
    if (lastResult) setState((current) => fromAnswer(lastResult, current.validated));
  }

  const args: readonly unknown[] = options.args ?? [];
  const checks = useFormChecks(options.schema);
  const showsRefusal = Object.keys(state.shown).length > 0;
  useEffect(() => {
    if (showsRefusal) void checks.load().catch(() => undefined);
  }, [showsRefusal, checks]);
  /** The form's messages, or null while its checks are still on their way. */
  const check = (formData: FormData) => (checks.current ? checks.current.judge.checkForm(checks.current.checks, formData, args) : null);
  const formId = options.id;
  const constraints = options.schema.constraints;
  const validateOn = options.validateOn ?? "onBlur";
  // A press on a button blurs the field the customer was in before the click lands. Judged then, its
  // message would push the button down from under the pointer and the click would be lost (seen with
  // the confirmation of a new password). A submit judges the whole form anyway (decision 128).
  const pressingButton = useRef(false);

  /** Judges the form again for one field's sake (once its checks have arrived). */
  const judge = (form: HTMLFormElement, field: string) => {
    const loaded = checks.current;
    if (!loaded) {
      void checks.load().then(() => judge(form, field), () => undefined);
      return;
    }
    const errors = loaded.judge.checkForm(loaded.checks, new FormData(form), args);
    setState((current) => {
      const validated = { ...current.validated, [field]: true };
      return { shown: loaded.judge.visible(errors, validated), validated };
    });
  };

  const fieldOf = (fieldName: string): FieldMetadata => {
    const id = `${formId}-${fieldName}`;
    const constraint = constraints[fieldName];
    return {
      id,
      name: fieldName,
      formId,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      errors: state.shown[fieldName],
      initialValue: valueAt(initial, fieldName),
      required: constraint?.required,
      minLength: constraint?.minLength,
      maxLength: constraint?.maxLength,
      pattern: constraint?.pattern,
      getFieldset: () => fieldsetOf(`${fieldName}.`) as never,
    };
  };
  // Any name may be asked for, as the schema's type allows; each is built when read.
  const fieldsetOf = (prefix: string) =>
    new Proxy({} as Record<string, FieldMetadata>, { get: (_, key) => (typeof key === "string" ? fieldOf(`${prefix}${key}`) : undefined) });

  const form: FormMetadata = {
    id: formId,
    errorId: `${formId}-error`,
    errors: state.shown[""],
    allErrors: state.shown,
    status: state.status,
    noValidate: true,
    onSubmit(event) {
      pressingButton.current = false;
      const element = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const data = new FormData(element, submitter);
      const errors = check(data);
      if (!errors) {
        if (checks.failed) return;
        // Pressed before the checks arrived: judged as soon as they have; the server judges if they never do.
        event.preventDefault();
        void checks.load().finally(() => element.requestSubmit(submitter));
        return;
      }
      const validated = judged(state.validated, errors, data.keys());
      const refused = Object.keys(errors).length > 0;
      setState({ shown: errors, validated, status: refused ? "error" : undefined });
      if (!refused) return;
      event.preventDefault();
      for (const control of element.elements) {
        if (isField(control) && errors[control.name]) {
          control.focus();
          break;
        }
      }
    },
    onBlur(event) {
      const target = event.target;
      if (validateOn !== "onBlur" || pressingButton.current || !isField(target) || !target.name || target.form !== event.currentTarget || state.validated[target.name]) return;
      judge(event.currentTarget, target.name);
    },
    onInput(event) {
      pressingButton.current = false;
      const target = event.target;
      if (!isField(target) || !target.name || target.form !== event.currentTarget || !state.validated[target.name]) return;
      judge(event.currentTarget, target.name);
    },
    onFocus() {
      void checks.load().catch(() => undefined);
    },
    onPointerDown(event) {
      void checks.load().catch(() => undefined);
      const press = (event.target as Element).closest("button");
      pressingButton.current = press?.form === event.currentTarget;
    },
    getFieldset: () => fieldsetOf("") as never,
  };
  return [form as never, fieldsetOf("") as never];
}

/** Attributes conform's `getInputProps` gave a box: its name, ids, constraints and starting value. */
export function getInputProps(field: FieldMetadata, options: { type: "text" | "email" | "tel" | "password" | "checkbox"; ariaDescribedBy?: string }) {
  const checkbox = options.type === "checkbox";
  return {
    ...controlProps(field, options.ariaDescribedBy),
    type: options.type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    pattern: field.pattern,
    ...(checkbox
      ? { value: "on", defaultChecked: field.initialValue === "on" }
      : typeof field.initialValue === "string"
        ? { defaultValue: field.initialValue }
        : {}),
  };
}

/** Attributes of a native select. */
export function getSelectProps(field: FieldMetadata) {
  return { ...controlProps(field), defaultValue: field.initialValue === undefined ? undefined : String(field.initialValue) };
}

function controlProps(field: FieldMetadata, describedBy?: string) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${field.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

/** The form element's own attributes and handlers. */
export function getFormProps(form: FormMetadata) {
  return {
    id: form.id,
    noValidate: form.noValidate,
    onSubmit: form.onSubmit,
    onBlur: form.onBlur,
    onInput: form.onInput,
    onPointerDown: form.onPointerDown,
    onFocus: form.onFocus,
    "aria-describedby": form.errors !== undefined ? form.errorId : undefined,
  };
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

/**
 * A box's value as state, for what a screen shows beside it (the prefix select, the password rules):
 * the server's value, then, once enhanced, what is in the box, typed before the scripts arrived too
 * (decision 115); the screen's own input handler keeps it current afterwards.
 */
export function useTypedValue(id: string, initial: string): [string, (value: string) => void] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const box = document.getElementById(id);
    if (box instanceof HTMLInputElement) setValue(box.value);
  }, [id]);
  return [value, setValue];
}
