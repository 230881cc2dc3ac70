import path from "node:path";
import { describe, expect, test } from "vitest";
import type { FormConstraints, FormPartConstraints } from "../../../app/forms/form-constraints";
import { formConstraints } from "../../../app/forms/form-schemas";

const everyField = { confirmEmail: "required", dateOfBirth: "required", gender: "required", taxCode: "required", invoicingData: "required" } as const;
const noField = { confirmEmail: "hidden", dateOfBirth: "hidden", gender: "hidden", taxCode: "hidden", invoicingData: "hidden" } as const;
const consents = [
  { code: "privacy", label: "Privacy", required: true },
  { code: "marketing", label: "Marketing", required: false },
];

// The generated files, one per form and one per part of a form loaded apart, as the record
// formConstraints() builds: a part's fields join its form's.
const files = import.meta.glob<Record<string, FormConstraints | FormPartConstraints>>("../../../app/forms/constraints/*.data.ts", { eager: true });
const generated = Object.values(files).flatMap((module) => Object.values(module));
const FORM_CONSTRAINTS = Object.fromEntries(
  generated.flatMap((form) =>
    "name" in form
      ? [[form.name, { ...form.fields, ...Object.assign({}, ...generated.map((part) => ("form" in part && part.form === form.name ? part.fields : {}))) }]]
      : [],
  ),
);

describe("the forms' constraints as data (decisions 113, 114)", () => {
  test("one file per form, named after it", () => {
    for (const [file, module] of Object.entries(files)) {
      expect(Object.values(module).map((form) => `${"name" in form ? form.name : form.part}.data.ts`)).toEqual([path.basename(file)]);
    }
  });


  test("match getZodConstraint of every schema: regenerate with `npx tsx scripts/form-constraints.ts` when this fails", () => {
    expect(FORM_CONSTRAINTS).toEqual(formConstraints());
  });

  test("do not depend on a schema's arguments (consents, field settings), so one entry serves every screen", () => {
    expect(formConstraints({ consents: [consents], signUp: [everyField, consents] })).toEqual(FORM_CONSTRAINTS);
    expect(formConstraints({ signUp: [noField, []] })).toEqual(FORM_CONSTRAINTS);
  });
});
