import type { Constraint } from "@conform-to/dom";
import type { FormSchemaName } from "./form-schemas";

/**
 * A form as a screen names it to useRouteForm: its schema's name in `formSchemas` and its fields'
 * constraints (required, lengths, patterns), generated into app/forms/constraints/ by
 * scripts/form-constraints.ts (decisions 113, 114).
 */
export type FormConstraints<Name extends FormSchemaName = FormSchemaName> = { name: Name; fields: Record<string, Constraint> };

/**
 * Fields of a form whose constraints load with the part of the screen that shows them (sign-up's
 * invoicing section, hidden by default: decision 114), generated beside the form's own file.
 */
export type FormPartConstraints<Name extends FormSchemaName = FormSchemaName> = { form: Name; part: string; fields: Record<string, Constraint> };
