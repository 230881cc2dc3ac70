import type { ChoiceOption } from "./choice-fields";
import { FieldError } from "./shell/field";
import type { FieldMetadata } from "./shell/route-form";

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
