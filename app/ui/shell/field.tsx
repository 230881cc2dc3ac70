import { useState, type ReactNode } from "react";
import { useEnhanced } from "./enhanced";
import * as it from "../../copy/it";
import { getInputProps, type FieldMetadata } from "./route-form";

type InputType = "text" | "email" | "tel" | "password";

type FieldProps = {
  field: FieldMetadata<string>;
  label: string;
  type?: InputType;
  autoComplete: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  hint?: string;
  children?: ReactNode;
  /** A message the browser learnt from the server after the field was left (sign-up's on-blur checks). */
  extraError?: string | null;
  onBlur?: (value: string) => void;
  onInput?: (value: string) => void;
  /** Names a field that may be left empty. */
  labelSuffix?: string;
};

/** The message of a field, next to it and tied to it for screen readers. */
export function FieldError({ field, extra }: { field: Pick<FieldMetadata, "errors" | "errorId">; extra?: string | null }) {
  const message = field.errors?.[0] ?? extra;
  if (!message) return null;
  return (
    <p className="field__error" id={field.errorId}>
      {message}
    </p>
  );
}

/** The attributes a field carries when only the server's on-blur check found it wrong. */
function extraErrorProps(field: FieldMetadata<string>, extra: string | null | undefined, describedBy: string | undefined) {
  if (field.errors?.length || !extra) return {};
  return { "aria-invalid": true, "aria-describedby": [field.errorId, describedBy].filter(Boolean).join(" ") };
}

export function TextField({ field, label, type = "text", autoComplete, inputMode, hint, children, extraError, onBlur, onInput, labelSuffix }: FieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getInputProps(field, { type, ariaDescribedBy: hintId });
  const invalid = Boolean(field.errors?.length || extraError);
  return (
    <div className={`field${invalid ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
        {labelSuffix ? <span className="field__optional"> {labelSuffix}</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} extra={extraError} />
      <div className="field__control">
        {children}
        <input
          {...props}
          {...extraErrorProps(field, extraError, hintId)}
          onBlur={onBlur ? (event) => onBlur(event.currentTarget.value) : undefined}
          onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
          className="field__input"
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={type === "email" || autoComplete === "username" ? "none" : undefined}
          spellCheck={type === "text" || type === "email" ? false : undefined}
        />
      </div>
    </div>
  );
}

/**
 * A password field; once JavaScript runs, a button shows or hides what was typed. The button says
 * "Mostra" and is named for its field ("Mostra la password ripetuta"), so two on one page differ.
 */
export function PasswordField({
  field,
  label,
  shows,
  autoComplete,
  describedBy,
  extraError,
  onBlur,
  onInput,
}: {
  field: FieldMetadata<string>;
  label: string;
  /** Which password the button shows, in the words of it.forms.passwordNames. */
  shows: keyof typeof it.forms.passwordNames;
  autoComplete: "current-password" | "new-password";
  /** The id of the rules the password must follow, read with the field. */
  describedBy?: string;
  extraError?: string | null;
  onBlur?: (value: string) => void;
  onInput?: (value: string) => void;
}) {
  const enhanced = useEnhanced();
  const [visible, setVisible] = useState(false);
  const props = getInputProps(field, { type: "password", ariaDescribedBy: describedBy });
  return (
    <div className={`field${field.errors?.length || extraError ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <FieldError field={field} extra={extraError} />
      <div className="field__control">
        <input
          {...props}
          {...extraErrorProps(field, extraError, describedBy)}
          type={visible ? "text" : "password"}
          className="field__input"
          autoComplete={autoComplete}
          spellCheck={false}
          onBlur={onBlur ? (event) => onBlur(event.currentTarget.value) : undefined}
          onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
        />
        {enhanced ? (
          <button type="button" className="field__toggle" aria-pressed={visible} aria-controls={field.id} onClick={() => setVisible((shown) => !shown)}>
            {visible ? it.forms.hidePassword : it.forms.showPassword}
            <span className="visually-hidden"> {it.forms.passwordNames[shows]}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The form-level message: what the server said about the whole form. */
export function FormMessage({ id, errors }: { id: string; errors?: readonly string[] }) {
  return (
    <div id={id} className="form-message" role="alert">
      {errors?.length ? <p>{errors[0]}</p> : null}
    </div>
  );
}
