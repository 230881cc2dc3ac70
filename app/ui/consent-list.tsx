import * as it from "../copy/it";
import { consentErrorKey, type Consent } from "../forms/consent-fields";
import type { FormMetadata } from "./shell/route-form";

/**
 * The consents as one fieldset (design §2 ConsentList): a box per consent in `Order`, its `Label`
 * and whether it is required; a missing required one says so, in a few words, next to its own box. The
 * boxes keep what was ticked when the form comes back with errors. The fieldset's id is the group's, so
 * a summary link to "consents" lands on the legend.
 */
export function ConsentList({ form, consents, legend }: { form: FormMetadata<{ consents?: string[] }>; consents: readonly Consent[]; legend: string }) {
  const field = form.getFieldset().consents;
  const initial = field.initialValue;
  const ticked = new Set(Array.isArray(initial) ? initial : initial ? [initial] : []);
  const groupErrors = field.errors ?? [];
  return (
    <fieldset className="field consents" id={field.id} aria-describedby={groupErrors.length ? field.errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {groupErrors.length ? (
        <p className="field__error" id={field.errorId}>
          {groupErrors[0]}
        </p>
      ) : null}
      {consents.map((consent) => {
        const id = `${form.id}-consent-${consent.code}`;
        const errors = form.allErrors[consentErrorKey(consent.code)];
        const errorId = `${id}-error`;
        return (
          <div key={consent.code} className={`consent${errors?.length ? " field--invalid" : ""}`}>
            {errors?.length ? (
              <p className="field__error" id={errorId}>
                {errors[0]}
              </p>
            ) : null}
            <input
              type="checkbox"
              className="consent__box"
              id={id}
              name={field.name}
              value={consent.code}
              defaultChecked={ticked.has(consent.code)}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? errorId : undefined}
            />
            <label className="consent__label" htmlFor={id}>
              {consent.label} <span className="consent__kind">{consent.required ? it.consentList.required : it.consentList.optional}</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
