// With its extension: vite.config.ts imports this module, and the way Vite is to load a config (Node's own) needs one.
import { language } from "./copy/it/shell/language.ts";

/** The languages the app is built in, one build each; Italian is the default (issue 25, decision 164). */
export const LANGUAGES = ["it", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "it";

/** The name of the cookie that keeps a visitor's language, and of the footer link's parameter that sets it. */
export const LANGUAGE_PARAMETER = "lng";

/** This build's language: its copy's (the English build resolves app/copy/it to app/copy/en). */
export const BUILD_LANGUAGE: Language = language.code;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
