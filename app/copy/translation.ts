/**
 * The shape another language's copy must have: every area and key of the Italian copy, each text any
 * string, each phrase a function of the same arguments. app/copy/en.ts is checked against it, so an
 * English copy with a missing or misspelt key does not typecheck (issue 25).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };
