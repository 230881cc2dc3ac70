import { describe, expect, test } from "vitest";
import { FORM_CONSTRAINTS } from "../../../app/forms/constraints.data";
import { formConstraints } from "../../../app/forms/form-schemas";

const everyField = { confirmEmail: "required", dateOfBirth: "required", gender: "required", taxCode: "required", invoicingData: "required" } as const;
const noField = { confirmEmail: "hidden", dateOfBirth: "hidden", gender: "hidden", taxCode: "hidden", invoicingData: "hidden" } as const;
const consents = [
  { code: "privacy", label: "Privacy", required: true },
  { code: "marketing", label: "Marketing", required: false },
];

describe("the forms' constraints as data (decision 113)", () => {
  test("match getZodConstraint of every schema: regenerate with `npx tsx scripts/form-constraints.ts` when this fails", () => {
    expect(FORM_CONSTRAINTS).toEqual(formConstraints());
  });

  test("do not depend on a schema's arguments (consents, field settings), so one entry serves every screen", () => {
    expect(formConstraints({ consents: [consents], signUp: [everyField, consents] })).toEqual(FORM_CONSTRAINTS);
    expect(formConstraints({ signUp: [noField, []] })).toEqual(FORM_CONSTRAINTS);
  });
});
