/**
 * The shape another language's copy must have: every area and key of the Italian copy, each text any
 * string, each phrase a function of the same arguments. app/copy/en.ts is checked against it, so an
 * English copy with a missing or misspelt key does not typecheck (issue 25).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : // Homomorphic, so a tuple stays a tuple of the same length: passwordRules.rules are ticked by
      // position (app/forms/password-rule-checks.ts), and a list of any other length would still typecheck.
      { readonly [K in keyof T]: Translation<T[K]> };
