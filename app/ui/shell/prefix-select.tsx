import { createContext, useContext, useEffect, useState } from "react";
import type { PrefixOption } from "../phone-prefixes";
import { getSelectProps, type FieldMetadata } from "./route-form";

/** An option as the select shows it: the value posted, the text read. */
type Option = readonly [value: string, text: string];

function optionsOf(prefixes: readonly PrefixOption[]): Option[] {
  // The code first: a select cut short on a narrow screen still shows it.
  return prefixes.map((prefix) => [prefix.countryCode, `${prefix.countryCode} ${prefix.country}`]);
}

/**
 * The 243 options weigh ~3 KB gzip that no first load should carry (issue 13, decision 114): the
 * server renders them from the list entry.server.tsx provides (so no browser module imports it
 * statically), the browser takes them from the page it hydrates, and only a select the page did not
 * hold (a client-side navigation) imports the list, showing the chosen prefix alone until it arrives.
 */
export const PrefixListContext = createContext<readonly PrefixOption[] | null>(null);

/** The browser's options, once read from the page or imported. */
let known: readonly Option[] | undefined;

function fromPage(id: string): Option[] | undefined {
  const select = typeof document === "undefined" ? null : document.getElementById(id);
  if (!(select instanceof HTMLSelectElement) || select.options.length < 2) return undefined;
  return [...select.options].map((option) => [option.value, option.text]);
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

/** The options as HTML, the first one of the chosen prefix selected (several countries share +1). */
function optionsHtml(options: readonly Option[], chosen: string | undefined): string {
  let selected = false;
  return options
    .map(([value, text]) => {
      const mark = !selected && value === chosen;
      if (mark) selected = true;
      return `<option value="${escape(value)}"${mark ? " selected" : ""}>${escape(text)}</option>`;
    })
    .join("");
}

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
  const { defaultValue, ...props } = getSelectProps(field);
  const serverList = useContext(PrefixListContext);
  const [options, setOptions] = useState(() => (serverList ? optionsOf(serverList) : (known ??= fromPage(field.id))));
  useEffect(() => {
    if (options) return;
    let current = true;
    import("../phone-prefixes").then(
      (module) => {
        known ??= optionsOf(module.PHONE_PREFIXES);
        if (current) setOptions(known);
      },
      // Not loaded (a lost connection): the chosen prefix stays the only one offered.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [options]);
  const html = optionsHtml(options ?? (defaultValue ? [[defaultValue, defaultValue]] : []), defaultValue);
  // React leaves inner HTML alone when it hydrates, so the server's options stay as they are.
  const select = <select {...props} className={`field__input${compact ? " field__prefix" : ""}`} autoComplete="tel-country-code" dangerouslySetInnerHTML={{ __html: html }} />;
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
