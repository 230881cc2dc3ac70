import { PHONE_PREFIXES } from "./phone-prefixes";
import { getSelectProps, type FieldMetadata } from "./route-form";

/**
 * Design §5: a native select, +39 first, Vatican excluded, with and without JavaScript. `compact`
 * puts it inside another field's row, before the number it qualifies, with its label for screen
 * readers only.
 */
export function PrefixSelect({
  field,
  label,
  compact = false,
}: {
  field: FieldMetadata<string>;
  label: string;
  compact?: boolean;
}) {
  const props = getSelectProps(field);
  const select = (
    <select {...props} className={`field__input${compact ? " field__prefix" : ""}`} autoComplete="tel-country-code">
      {PHONE_PREFIXES.map((prefix) => (
        // Several countries share a prefix; a re-render selects the first of them, which is the same prefix.
        <option key={prefix.iso} value={prefix.countryCode}>
          {`${prefix.country} (${prefix.countryCode})`}
        </option>
      ))}
    </select>
  );
  if (compact) {
    return (
      <>
        <label className="visually-hidden" htmlFor={field.id}>
          {label}
        </label>
        {select}
      </>
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      {select}
    </div>
  );
}
