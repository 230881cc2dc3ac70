// Node's module hooks for the build's own Node steps (vite/serialize-forms.ts reads the forms' messages
// from the copy): as in the bundle (vite/language.ts), an Italian copy file resolves to its twin in
// BUILD_LANGUAGE. Registered by vite/language-register.ts.
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildLanguage, twinOf } from "./language.ts";

type Resolved = { url: string; format?: string | null; shortCircuit?: boolean };
type NextResolve = (specifier: string, context: unknown) => Promise<Resolved>;

const language = buildLanguage();

export async function resolve(specifier: string, context: unknown, nextResolve: NextResolve): Promise<Resolved> {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.startsWith("file:")) return resolved;
  const twin = twinOf(fileURLToPath(resolved.url), language);
  return twin ? { ...resolved, url: pathToFileURL(twin).href } : resolved;
}
