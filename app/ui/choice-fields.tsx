import { FieldError } from "./field";
import { getInputProps, getSelectProps, type FieldMetadata } from "./route-form";

export type ChoiceOption = { value: string; label: string };

/** One choice out of a few, as radio buttons in a fieldset (sign-up's gender). */
export function RadioGroup({ field, legend, options, labelSuffix }: { field: FieldMetadata<string | undefined>; legend: string; options: readonly ChoiceOption[]; labelSuffix?: string }) {
  const invalid = Boolean(field.errors?.length);
  const chosen = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <fieldset className={`field radio-group${invalid ? " field--invalid" : ""}`} aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="field__label">
        {legend}
        {labelSuffix ? <span className="field__optional"> {labelSuffix}</span> : null}
      </legend>
      <FieldError field={field} />
      {options.map((option, index) => {
        const id = index === 0 ? field.id : `${field.id}-${option.value}`;
        return (
          <div className="radio-group__item" key={option.value}>
            <input type="radio" className="consent__box" id={id} name={field.name} value={option.value} defaultChecked={chosen === option.value} aria-invalid={invalid || undefined} />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A native select of the upstream's list, with a first empty choice (sign-up's invoice sending mode). */
export function SelectField({ field, label, options, emptyLabel, labelSuffix }: { field: FieldMetadata<string | undefined>; label: string; options: readonly ChoiceOption[]; emptyLabel: string; labelSuffix?: string }) {
  const props = getSelectProps(field);
  return (
    <div className={`field${field.errors?.length ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
        {labelSuffix ? <span className="field__optional"> {labelSuffix}</span> : null}
      </label>
      <FieldError field={field} />
      <select {...props} className="field__input">
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A single checkbox whose box posts "on" (sign-up's electronic invoice and split payment). */
export function CheckboxField({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div className={`consent${field.errors?.length ? " field--invalid" : ""}`}>
      <input {...props} className="consent__box" />
      <label className="consent__label" htmlFor={field.id}>
        {label}
      </label>
    </div>
  );
}
