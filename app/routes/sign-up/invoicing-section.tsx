import { useState } from "react";
import { href } from "react-router";
import * as it from "../../copy/it";
import { signUpInvoicingPart } from "../../forms/sign-up-invoicing-schema";
import { CheckboxField, SelectField, type ChoiceOption } from "../../ui/choice-fields";
import { useEnhanced } from "../../ui/shell/enhanced";
import { TextField } from "../../ui/shell/field";
import type { FieldMetadata } from "../../ui/shell/route-form";
import { SearchField, type SearchResults } from "../../ui/search-field";
import { PICK, SEARCH_CITY, SEARCH_COUNTRY } from "./search-options";

const billing = it.signUpInvoicing;

type InvoicingValues = Partial<
  Record<
    | "firstName"
    | "lastName"
    | "companyName"
    | "vatNumber"
    | "taxCode"
    | "email"
    | "country"
    | "countryCode"
    | "city"
    | "cap"
    | "region"
    | "address"
    | "houseNumber"
    | "sendingMode"
    | "electronicInvoice"
    | "splitPayment"
    | "pec"
    | "recipientCode",
    string
  >
>;

export type InvoicingSectionProps = {
  field: FieldMetadata<InvoicingValues>;
  /** "(facoltativo)" where the configuration says so: the form's copy stays with the form. */
  optionalLabel?: string;
  sendingModes: readonly ChoiceOption[];
  search: { field: "country" | "city"; results: SearchResults } | null;
};

/**
 * The sign-up form's invoicing section (hidden by default in the configuration): a module of its own,
 * imported lazily by the route, so a page that does not show it does not load its fields, search boxes
 * or texts (decision 114). The server renders it in full, so the form works without JavaScript.
 */
export default function InvoicingSection({ field, optionalLabel, sendingModes, search }: InvoicingSectionProps) {
  // Its own: the section hydrates when its chunk arrives, maybe after the screen did, and its first
  // render must be the server's (the searches' buttons); the combobox comes once it runs.
  const enhanced = useEnhanced();
  const boxes = field.getFieldset();
  // The boxes' constraints come with this section (the form's part), not with the page's first load.
  const fields = new Proxy(boxes, { get: (all, name: keyof InvoicingValues) => ({ ...all[name], ...signUpInvoicingPart.constraints[all[name].name] }) });
  // The picked country's code: the server's last word, then the combobox's picks (typing forgets it).
  const [countryCode, setCountryCode] = useState(String(fields.countryCode.initialValue ?? ""));
  return (
    <fieldset className="invoicing">
      <legend className="invoicing__legend">
        {billing.legend}
        {optionalLabel ? <span className="field__optional"> {optionalLabel}</span> : null}
      </legend>
      <p className="field__hint">{billing.intro}</p>
      <TextField field={fields.firstName} label={billing.firstName} autoComplete="billing given-name" />
      <TextField field={fields.lastName} label={billing.lastName} autoComplete="billing family-name" />
      <TextField field={fields.companyName} label={billing.companyName} autoComplete="billing organization" />
      <TextField field={fields.vatNumber} label={billing.vatNumber} autoComplete="off" inputMode="numeric" />
      <TextField field={fields.taxCode} label={billing.taxCode} autoComplete="off" />
      <TextField field={fields.email} label={billing.email} type="email" autoComplete="billing email" inputMode="email" />
      <input type="hidden" name={fields.countryCode.name} value={countryCode} />
      <SearchField
        field={fields.country}
        label={billing.country}
        searchUrl={href("/sign-up/search/:list", { list: "countries" })}
        searchIntent={SEARCH_COUNTRY}
        pickIntent={PICK}
        searchLabel={billing.searchCountryLabel}
        results={search?.field === "country" ? search.results : null}
        matchesText={billing.matchesCountry}
        onFill={(fills) => setCountryCode(fills[fields.countryCode.name] ?? "")}
        enhanced={enhanced}
      />
      <SearchField
        field={fields.city}
        label={billing.city}
        searchUrl={href("/sign-up/search/:list", { list: "cities" })}
        searchIntent={SEARCH_CITY}
        pickIntent={PICK}
        searchLabel={billing.searchCityLabel}
        results={search?.field === "city" ? search.results : null}
        matchesText={billing.matchesCity}
        enhanced={enhanced}
      />
      <TextField field={fields.cap} label={billing.cap} autoComplete="billing postal-code" inputMode="numeric" />
      <TextField field={fields.region} label={billing.region} autoComplete="off" />
      <TextField field={fields.address} label={billing.address} hint={billing.addressHint} autoComplete="billing address-line1" />
      <TextField field={fields.houseNumber} label={billing.houseNumber} autoComplete="off" />
      <SelectField field={fields.sendingMode} label={billing.sendingMode} options={sendingModes} emptyLabel={billing.sendingModeNone} />
      <CheckboxField field={fields.electronicInvoice} label={billing.electronicInvoice} />
      <CheckboxField field={fields.splitPayment} label={billing.splitPayment} />
      <TextField field={fields.pec} label={billing.pec} type="email" autoComplete="off" inputMode="email" />
      <TextField field={fields.recipientCode} label={billing.recipientCode} autoComplete="off" />
    </fieldset>
  );
}
