/**
 * Whether a module's source reads the copy area `area` (`it.<area>`), by its whole name: a module that
 * reads `it.signUpErrors` does not read `it.signUp`. vite/serialize-forms.ts names a message by its
 * place in the copy only in an area the schema module reads, so the browser's checks share that area
 * with the screen and do not pull in another one (issue 23).
 */
export function readsArea(source: string, area: string): boolean {
  return new RegExp(`\\bit\\.${area}\\b`).test(source);
}
