import { describe, expect, it } from "vitest";
import { readsArea } from "../../../vite/copy-areas";

// Issue 23: a browser check names a message by its copy area only where the schema module reads that
// area; "it.signUp" found inside "it.signUpErrors" put sign-up's whole copy in a chunk of its own.

describe("which copy areas a schema module reads", () => {
  it("reads an area it names", () => {
    expect(readsArea("const copy = it.signUpErrors;", "signUpErrors")).toBe(true);
    expect(readsArea("x(it.forms.emailInvalid)", "forms")).toBe(true);
  });

  it("does not read an area whose name only begins another one's", () => {
    expect(readsArea("const copy = it.signUpErrors;", "signUp")).toBe(false);
    expect(readsArea("const copy = it.signUpInvoicingErrors;", "signUpInvoicing")).toBe(false);
  });

  it("does not read an area another object's property happens to spell", () => {
    expect(readsArea("const a = edit.signUp;", "signUp")).toBe(false);
  });
});
