import { FieldError } from "./shell/field";
import type { FieldMetadata } from "./shell/route-form";

/** One choice out of a few, as radio buttons in a fieldset (sign-up's gender): `options` by value, their labels as the copy lists them. */
export function RadioGroup({ field, legend, options, labelSuffix }: { field: FieldMetadata<string | undefined>; legend: string; options: Readonly<Record<string, string>>; labelSuffix?: string }) {
  const invalid = Boolean(field.errors?.length);
  const chosen = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <fieldset className={`field radio-group${invalid ? " field--invalid" : ""}`} aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="field__label">
        {legend}
        {labelSuffix ? <span className="field__optional"> {labelSuffix}</span> : null}
      </legend>
      <FieldError field={field} />
      {Object.entries(options).map(([value, label], index) => {
        const id = index === 0 ? field.id : `${field.id}-${value}`;
        return (
          <div className="radio-group__item" key={value}>
            <input type="radio" className="consent__box" id={id} name={field.name} value={value} defaultChecked={chosen === value} aria-invalid={invalid || undefined} />
            <label htmlFor={id}>{label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
