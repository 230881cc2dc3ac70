import type { ConfigData } from "html-validate";

/** html-validate's recommended rules, less what React's spelling of valid HTML and our design need. */
export const HTML_RULES: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as <meta/>; both forms are valid HTML.
    "void-style": "off",
    // React writes boolean attributes as disabled=""; valid HTML.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // HTML5 allows any id without spaces, such as React's useId values ("_R_1_").
    "valid-id": ["error", { relaxed: true }],
    // React writes charSet; attribute names are case-insensitive in HTML.
    "attr-case": "off",
    // Design §5 asks for a delayed self-refresh, only for browsers without JavaScript, which have no
    // other way to notice that cookies now work or that a block has ended; a link offers it at once too.
    "meta-refresh": "off",
    // Checkboxes of one group share their name (the consents): that is how HTML posts a list of values.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Long Italian sentences are not an error.
    "long-title": "off",
    // A combobox that searches as one types needs its own listbox: a native <select> cannot filter.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
  },
};
