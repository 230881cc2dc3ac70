import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type ReactNode } from "react";
import { it } from "../copy/it";

type InputType = "text" | "email" | "tel" | "password";

type FieldProps = {
  field: FieldMetadata<string>;
  label: string;
  type?: InputType;
  autoComplete: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  hint?: string;
  children?: ReactNode;
};

/** The message of a field, next to it and tied to it for screen readers. */
export function FieldError({ field }: { field: FieldMetadata<string> }) {
  if (!field.errors?.length) return null;
  return (
    <p className="field__error" id={field.errorId}>
      {field.errors[0]}
    </p>
  );
}

export function TextField({ field, label, type = "text", autoComplete, inputMode, hint, children }: FieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className={`field${field.errors?.length ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      <div className="field__control">
        {children}
        <input
          {...props}
          key={props.key}
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

/** A password field; once JavaScript runs, a button shows or hides what was typed. */
export function PasswordField({
  field,
  label,
  autoComplete,
  describedBy,
}: {
  field: FieldMetadata<string>;
  label: string;
  autoComplete: "current-password" | "new-password";
  /** The id of the rules the password must follow, read with the field. */
  describedBy?: string;
}) {
  const [enhanced, setEnhanced] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const props = getInputProps(field, { type: "password", ariaDescribedBy: describedBy });
  return (
    <div className={`field${field.errors?.length ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <FieldError field={field} />
      <div className="field__control">
        <input {...props} key={props.key} type={visible ? "text" : "password"} className="field__input" autoComplete={autoComplete} spellCheck={false} />
        {enhanced ? (
          <button type="button" className="field__toggle" aria-pressed={visible} aria-controls={field.id} onClick={() => setVisible((shown) => !shown)}>
            {visible ? it.forms.hidePassword : it.forms.showPassword}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The form-level message: what the server said about the whole form. */
export function FormMessage({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} className="form-message" role="alert">
      {errors?.length ? <p>{errors[0]}</p> : null}
    </div>
  );
}
