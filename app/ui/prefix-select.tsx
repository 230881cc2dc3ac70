import { getSelectProps, type FieldMetadata } from "@conform-to/react";

export type PrefixOption = { country: string; countryCode: string; iso: string };

/** Design §5: a native select, +39 first, Vatican excluded, with and without JavaScript. */
export function PrefixSelect({ field, prefixes, label }: { field: FieldMetadata<string>; prefixes: PrefixOption[]; label: string }) {
  const props = getSelectProps(field);
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <select {...props} key={props.key} className="field__input" autoComplete="tel-country-code">
        {prefixes.map((prefix) => (
          // Several countries share a prefix; a re-render selects the first of them, which is the same prefix.
          <option key={prefix.iso} value={prefix.countryCode}>
            {`${prefix.country} (${prefix.countryCode})`}
          </option>
        ))}
      </select>
    </div>
  );
}
