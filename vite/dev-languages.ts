import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRunnableDevEnvironment, parseAst, type Plugin, type ResolvedConfig } from "vite";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../app/language.ts";
import { devServerEnvironment, isItalianCopy, twinOf } from "./language.ts";

/** The id prefix of a copy file's choice, which the development server's browser modules import. */
const CHOICE = "\0copy-choice:";

/** The language a server environment of the development server renders (`ssr_en`: English), else null. */
function languageOf(environment: string): Language | null {
  return LANGUAGES.find((language) => devServerEnvironment(language) === environment) ?? null;
}

/** The names of the values an Italian copy file exports (its twins export the same: app/copy/en-is-complete.ts). */
export function exportNames(file: string): string[] {
  const name = (node: { type: string; name?: string; value?: unknown }) => (node.type === "Identifier" ? node.name! : String(node.value));
  return parseAst(readFileSync(file, "utf8"), { lang: "ts" }, file).body.flatMap((node) => {
    if (node.type === "ExportAllDeclaration" && node.exportKind !== "type") {
      if (!node.exported) throw new Error(`${file}: an \`export *\` without a name cannot be chosen by language`);
      return [name(node.exported)];
    }
    if (node.type !== "ExportNamedDeclaration" || node.exportKind === "type") return [];
    const declaration = node.declaration;
    if (declaration?.type === "VariableDeclaration") return declaration.declarations.flatMap((item) => (item.id.type === "Identifier" ? [item.id.name] : []));
    if (declaration?.type === "FunctionDeclaration" && declaration.id) return [declaration.id.name];
    if (declaration) return [];
    return node.specifiers.filter((item) => item.exportKind !== "type").map((item) => name(item.exported));
  });
}

/** A browser module exporting the copy file's values in the page's language, which `<html lang>` names. */
function choiceOf(italian: string): string {
  const files = LANGUAGES.map((language) => [language, twinOf(italian, language) ?? italian] as const);
  return [
    `// ${path.relative(process.cwd(), italian)} in the page's language: development only (vite/dev-languages.ts, decision 181).`,
    ...files.map(([language, file]) => `import * as ${language} from ${JSON.stringify(file)};`),
    `const chosen = { ${LANGUAGES.join(", ")} }[document.documentElement.lang] ?? ${DEFAULT_LANGUAGE};`,
    ...exportNames(italian).map((exported) => `export const ${exported} = chosen.${exported};`),
    "",
  ].join("\n");
}

/**
 * The development server serves every language from one process (decision 181), where a build holds one
 * (vite/language.ts, decision 164). Its server renders each language in a server environment of its own
 * (devServerEnvironment), which resolves the Italian copy files to that language's twins as that
 * language's build does: every module, and every value a module reads from the copy as it loads (a
 * form's messages), is that language's. The browser has one set of modules for every page: there an
 * import of an Italian copy file is its choice, which imports every language's twin and exports the
 * page's; a page's language lasts as long as the page, since the footer's switch loads a new one.
 */
export function devLanguagesPlugin(): Plugin {
  return {
    name: "area-riservata:dev-languages",
    enforce: "pre",
    apply: "serve",
    config() {
      const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
      return {
        environments: Object.fromEntries(
          others.map((language) => [devServerEnvironment(language), { consumer: "server" as const, dev: { createEnvironment: (name: string, config: ResolvedConfig) => createRunnableDevEnvironment(name, config) } }]),
        ),
      };
    },
    async resolveId(source, importer, options) {
      // A choice imports the copy files themselves.
      if (!importer || importer.startsWith(CHOICE)) return null;
      const choosing = this.environment.name === "client";
      const language = languageOf(this.environment.name);
      if (!choosing && (language === null || language === DEFAULT_LANGUAGE)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !isItalianCopy(resolved.id)) return resolved;
      for (const other of choosing ? LANGUAGES : [language!]) {
        const twin = twinOf(resolved.id, other);
        if (twin && !existsSync(twin)) this.error(`the ${other} copy has no twin of ${path.relative(process.cwd(), resolved.id)} (imported by ${path.relative(process.cwd(), importer)})`);
      }
      return choosing ? `${CHOICE}${resolved.id}` : { ...resolved, id: twinOf(resolved.id, language!)! };
    },
    load(id) {
      if (!id.startsWith(CHOICE)) return null;
      const italian = id.slice(CHOICE.length);
      // An export added to the Italian file changes the choice's.
      this.addWatchFile(italian);
      return choiceOf(italian);
    },
  };
}
