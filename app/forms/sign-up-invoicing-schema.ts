import { formPart } from "./form";
import { signUpForm } from "./sign-up-schema";

// A module of its own, which only the invoicing section imports: in the browser it holds the part's
// constraints alone (vite/forms-plugin.ts), so they go with the section's chunk, and sign-up's first
// load carries neither them nor a second copy of the form (issue 23).

/** The invoicing section's boxes: their constraints load with the section, where it shows. */
export const signUpInvoicingPart = formPart(signUpForm, "invoicingData");
