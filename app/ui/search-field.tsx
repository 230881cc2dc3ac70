import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import * as it from "../copy/it";
import { FieldError } from "./shell/field";
import { getInputProps, type FieldMetadata } from "./shell/route-form";

const copy = it.signUpInvoicing;

/** One match of a search, as the list shows it and as picking it fills the form. */
export type SearchOption = {
  /** Unique within one answer. */
  key: string;
  label: string;
  /** The form fields picking it fills, by name. */
  fills: Readonly<Record<string, string>>;
};

/** What the server found for a "Cerca" without JavaScript. */
export type SearchResults = { options: SearchOption[]; tooShort?: boolean; failed?: boolean };

const DEBOUNCE_MS = 300;

/**
 * Sets a field of the form the way typing would, so the form's own state follows. Hidden inputs are
 * left to `onFill`: React rewrites a hidden input's value from its props on every render.
 */
function fillForm(form: HTMLFormElement | null, fills: Readonly<Record<string, string>>): void {
  if (!form) return;
  for (const [name, value] of Object.entries(fills)) {
    const element = form.elements.namedItem(name);
    if ((element instanceof HTMLInputElement && element.type !== "hidden") || element instanceof HTMLSelectElement) {
      element.value = value;
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}

/**
 * A field whose value is picked from an upstream search (design §5, country and municipality).
 * Without JavaScript: the text box and a "Cerca" submit that re-renders the form with the matches as
 * buttons to pick from. With JavaScript: the ARIA 1.2 combobox pattern, fed by a resource route as the
 * customer types (debounced); arrows, Enter and Escape work, and the count of matches is announced.
 */
export function SearchField({
  field,
  label,
  hint,
  searchUrl,
  searchIntent,
  pickIntent,
  searchLabel,
  results,
  matchesText,
  onFill,
  enhanced,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  /** GET `${searchUrl}?q=…` answers `{ options: SearchOption[] }`. */
  searchUrl: string;
  searchIntent: string;
  pickIntent: string;
  searchLabel: string;
  results?: SearchResults | null;
  matchesText: (count: number) => string;
  /** Every fill of the field, picked or typed (typing clears what a pick had set): for hidden fields. */
  onFill?: (fills: Readonly<Record<string, string>>) => void;
  enhanced: boolean;
}) {
  const listId = useId();
  const statusId = `${field.id}-status`;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => {
    clearTimeout(timer.current);
    request.current?.abort();
  }, []);

  const props = getInputProps(field, { type: "text", ariaDescribedBy: hintId });
  const invalid = Boolean(field.errors?.length);

  function search(text: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`${searchUrl}?q=${encodeURIComponent(text)}`, { signal: controller.signal, headers: { Accept: "application/json" } });
        const answer = (await response.json()) as { options?: SearchOption[] };
        const found = answer.options ?? [];
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0);
        setStatus(text.trim() ? (found.length ? it.signUpInvoicing.suggestions(found.length) : copy.noMatches) : "");
      } catch {
        // A search the customer typed past, or a network hiccup: the list simply does not change.
      }
    }, DEBOUNCE_MS);
  }

  function pick(option: SearchOption) {
    fillForm(inputRef.current?.form ?? null, option.fills);
    onFill?.(option.fills);
    setOpen(false);
    setActive(-1);
    setStatus(copy.picked(option.label));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((index) => (options.length ? (index + 1) % options.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((index) => (options.length ? (index <= 0 ? options.length - 1 : index - 1) : -1));
    } else if (event.key === "Enter" && open && active >= 0) {
      // Enter picks the highlighted match instead of sending the form.
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={`field search-field${invalid ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      <div className="field__control search-field__control">
        {enhanced ? (
          <input
            {...props}
            ref={inputRef}
            className="field__input"
            autoComplete="off"
            spellCheck={false}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            onInput={(event) => {
              onFill?.({});
              search(event.currentTarget.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
        ) : (
          <>
            <input {...props} className="field__input" autoComplete="off" spellCheck={false} />
            <button type="submit" name="intent" value={searchIntent} className="button button--secondary search-field__button" aria-label={searchLabel}>
              {copy.search}
            </button>
          </>
        )}
      </div>
      {enhanced ? (
        <>
          <ul className="search-field__list" id={listId} role="listbox" aria-label={copy.suggestionsLabel(label)} hidden={!open}>
            {options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-field__option"
                // Keeps the focus in the box, so the click lands as a pick rather than a blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          <p className="visually-hidden" id={statusId} role="status">
            {status}
          </p>
        </>
      ) : null}
      {results ? (
        <div className="search-field__results">
          <p id={`${field.id}-results`}>
            {results.failed ? it.signUpErrors.unexpected : results.tooShort ? copy.searchTooShort : results.options.length ? matchesText(results.options.length) : copy.noMatches}
          </p>
          {results.options.length ? (
            <ul className="search-field__picks">
              {results.options.map((option) => (
                <li key={option.key}>
                  <button type="submit" name="intent" value={`${pickIntent}:${JSON.stringify(option.fills)}`} className="button button--link">
                    {option.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
