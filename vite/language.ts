import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../app/language.ts";

export type { Language };

/** The build's language, from BUILD_LANGUAGE (unset: Italian). */
export function buildLanguage(): Language {
  const asked = process.env.BUILD_LANGUAGE ?? DEFAULT_LANGUAGE;
  if (!isLanguage(asked)) throw new Error(`BUILD_LANGUAGE must be one of ${LANGUAGES.join(", ")}; got "${asked}"`);
  return asked;
}

/** Where a language's build goes: Italian where it always went, each other language beside it. */
export function buildDirectoryOf(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "build" : path.join("build", language);
}

/**
 * The development server's server environment that renders `language` (decision 181): Vite's own `ssr`
 * for Italian, one more beside it for each other language (vite/dev-languages.ts), as the production
 * build has one server build per language.
 */
export function devServerEnvironment(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "ssr" : `ssr_${language}`;
}

// The Italian copy's files: its namespace (app/copy/it.ts), its areas (app/copy/it/…) and its phrases.
const ITALIAN = /([\\/]app[\\/]copy[\\/])(it(?=\.ts$|[\\/])|phrases\.ts$)/;

/** Whether a file is one of the Italian copy's, which code imports and other languages have twins of. */
export function isItalianCopy(file: string): boolean {
  return ITALIAN.test(file);
}

/**
 * Code imports the Italian copy (`import * as it from "../copy/it"`); a build in another language
 * resolves each import of an Italian copy file to that language's twin (app/copy/it/login.ts to
 * app/copy/en/login.ts, app/copy/phrases.ts to app/copy/en/phrases.ts), so a page holds its own
 * language's text and nothing of the other's. The twin's shape is checked by tsc
 * (app/copy/en-is-complete.ts); a missing twin fails the build.
 */
/** A file's twin in `language` when it is an Italian copy file (app/copy/it/login.ts: app/copy/en/login.ts), else null. */
export function twinOf(file: string, language: Language): string | null {
  if (language === DEFAULT_LANGUAGE || !ITALIAN.test(file)) return null;
  return file.replace(ITALIAN, (_match, folder: string, name: string) => `${folder}${language}${name === "it" ? "" : `/${name}`}`);
}

export function languagePlugin(language: Language): Plugin {
  return {
    name: "area-riservata:language",
    enforce: "pre",
    // The development server serves every language (vite/dev-languages.ts).
    apply: "build",
    async resolveId(source, importer, options) {
      if (language === DEFAULT_LANGUAGE || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && twinOf(resolved.id, language);
      if (!resolved || !twin) return resolved;
      if (!existsSync(twin)) this.error(`the ${language} copy has no twin of ${path.relative(process.cwd(), resolved.id)} (imported by ${path.relative(process.cwd(), importer)})`);
      return { ...resolved, id: twin };
    },
  };
}
