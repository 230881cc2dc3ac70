import * as it from "../copy/it";
import { FieldError } from "./shell/field";
import { getInputProps, type FieldMetadata } from "./shell/route-form";

type DateFields = { day?: string; month?: string; year?: string };

/**
 * A date as three numeric boxes in a fieldset, after GOV.UK's date input: every phone shows a number
 * pad, nothing needs JavaScript, and a date picker's locale quirks never matter. One message for the
 * whole date, read with each box.
 */
export function DateInput({
  field,
  legend,
  hint,
  labelSuffix,
}: {
  field: FieldMetadata<DateFields | undefined>;
  legend: string;
  hint: string;
  labelSuffix?: string;
}) {
  const parts = field.getFieldset();
  const hintId = `${field.id}-hint`;
  const invalid = Boolean(field.errors?.length);
  const describedBy = invalid ? `${hintId} ${field.errorId}` : hintId;
  const box = (part: FieldMetadata<string | undefined>, label: string, size: "2" | "4", autoComplete: string) => {
    const props = getInputProps(part, { type: "text" });
    return (
      <div className="date-input__item">
        <label className="date-input__label" htmlFor={part.id}>
          {label}
        </label>
        <input
          {...props}
          className={`field__input date-input__input date-input__input--${size}`}
          inputMode="numeric"
          maxLength={Number(size)}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
    );
  };
  return (
    <fieldset className={`field date-input${invalid ? " field--invalid" : ""}`} id={field.id} aria-describedby={describedBy}>
      <legend className="field__label">
        {legend}
        {labelSuffix ? <span className="field__optional"> {labelSuffix}</span> : null}
      </legend>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <FieldError field={field} />
      <div className="date-input__row">
        {box(parts.day, it.signUp.day, "2", "bday-day")}
        {box(parts.month, it.signUp.month, "2", "bday-month")}
        {box(parts.year, it.signUp.year, "4", "bday-year")}
      </div>
    </fieldset>
  );
}
