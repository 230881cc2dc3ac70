import { FieldError } from "./shell/field";
import { getInputProps, getSelectProps, type FieldMetadata } from "./shell/route-form";

export type ChoiceOption = { value: string; label: string };

// The invoicing section's choices (sign-up): this module loads with that section alone (decision 114);
// the gender's radio buttons are in radio-group.tsx, with the form.
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
