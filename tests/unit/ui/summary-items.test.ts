import { describe, expect, it } from "vitest";
import { summaryItems, type SummarySources } from "../../../app/ui/shell/summary-items";

const table: Array<{ name: string; sources: Omit<SummarySources, "formId">; items: Array<[name: string, message: string]> }> = [
  { name: "nothing wrong", sources: { errors: {} }, items: [] },
  { name: "the form's own message is no field", sources: { errors: { "": ["Riprova"], email: ["E-mail errata"] } }, items: [["email", "E-mail errata"]] },
  { name: "empty and null lists say nothing", sources: { errors: { email: [], password: null, firstName: undefined } }, items: [] },
  { name: "a field's first message only", sources: { errors: { password: ["Corta", "Senza cifre"] } }, items: [["password", "Corta"]] },
  {
    name: "an upstream check adds the fields the schema found fine",
    sources: { errors: { firstName: ["Inserisci il nome"] }, extra: { email: "Già registrato", password: "Non rispetta le regole", mobileNumber: null } },
    items: [
      ["firstName", "Inserisci il nome"],
      ["email", "Già registrato"],
      ["password", "Non rispetta le regole"],
    ],
  },
  {
    name: "a field's own message wins over the check's: one item per field",
    sources: { errors: { email: ["Inserisci l'indirizzo e-mail"] }, extra: { email: "Già registrato" } },
    items: [["email", "Inserisci l'indirizzo e-mail"]],
  },
  {
    name: "the form's order, groups by prefix, unknown names last as they came",
    sources: {
      errors: { "consent-PRIVACY": ["Accetta"], zeta: ["Z"], "dateOfBirth.year": ["Anno"], firstName: ["Nome"], alpha: ["A"] },
      extra: { email: "Già registrato" },
      order: ["firstName", "dateOfBirth", "email", "consents", "consent-PRIVACY"],
    },
    items: [
      ["firstName", "Nome"],
      ["dateOfBirth.year", "Anno"],
      ["email", "Già registrato"],
      ["consent-PRIVACY", "Accetta"],
      ["zeta", "Z"],
      ["alpha", "A"],
    ],
  },
  { name: "a prefix is no group of a longer name", sources: { errors: { emailAgain: ["Ripeti"], email: ["E"] }, order: ["email", "emailAgain"] }, items: [["email", "E"], ["emailAgain", "Ripeti"]] },
];

describe("summaryItems", () => {
  it.each(table)("$name", ({ sources, items }) => {
    const built = summaryItems({ formId: "sign-up", ...sources });
    expect(built.map((item) => [item.name, item.message])).toEqual(items);
    for (const item of built) expect(item.target).toBe(`sign-up-${item.name}`);
  });
});
