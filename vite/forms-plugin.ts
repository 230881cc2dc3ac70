import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../app/language.ts";
import { buildLanguage } from "./language.ts";

/** The id prefix of a form's checks module, which the browser imports when the customer starts on it. */
const CHECKS = "virtual:form-checks:";
/** The id prefix of a form part's module (`formPart`), which goes with the section that imports it. */
const PART = "virtual:form-part:";

// A module's id names the export, then its schema module (`virtual:form-checks:loginForm:/…/login-schema.ts`):
// the development server's browser asks for it by URL, where anything after a "#" would never reach Vite.
const idOf = (prefix: string, file: string, name: string) => `${prefix}${name}:${file}`;
function formOf(id: string, prefix: string): [file: string, name: string] {
  const rest = id.slice(prefix.length + 1);
  const colon = rest.indexOf(":");
  return [rest.slice(colon + 1), rest.slice(0, colon)];
}

/** A part of a form (`formPart`): the schema module and export name of its form, its group, its constraints. */
type Part = { of: [string, string]; group: string; constraints: Record<string, unknown> };

/**
 * A module exporting `exports` as code: each function the data names is imported from the zod-free
 * module of app/forms that exports it, and each message that is a copy text reads it from app/copy.
 */
function moduleOf(title: string, exports: Record<string, unknown>): string {
  const root = process.cwd();
  const imports = new Map<string, string>();
  let usesCopy = false;
  const code = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(code).join(",")}]`;
    if (value && typeof value === "object") {
      if ("$fn" in value) {
        const [file, name] = value.$fn as [string, string];
        const key = `${file}#${name}`;
        if (!imports.has(key)) imports.set(key, `f${imports.size}`);
        return imports.get(key)!;
      }
      if ("$copy" in value) {
        usesCopy = true;
        return `it${(value.$copy as string[]).map((key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)).join("")}`;
      }
      if ("$re" in value) {
        const [source, flags] = value.$re as [string, string];
        return `/${source}/${flags}`;
      }
      return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${code(item)}`).join(",")}}`;
    }
    return JSON.stringify(value) ?? "undefined";
  };
  const body = Object.entries(exports).map(([name, value]) => `export const ${name} = ${code(value)};`);
  const head = [...imports].map(([key, local]) => {
    const [file, name] = key.split("#") as [string, string];
    return `import { ${name} as ${local} } from ${JSON.stringify(file)};`;
  });
  if (usesCopy) head.push(`import * as it from ${JSON.stringify(path.join(root, "app", "copy", "it.ts"))};`);
  return `// ${title}, as data for the browser (vite/forms-plugin.ts).\n${[...head, ...body].join("\n")}\n`;
}

/**
 * One way to declare a form (issue 23): a schema module of app/forms (`*-schema.ts`) exports
 * `form(schema)`, and that is all. In the browser the module is replaced by its forms as data — their
 * constraints, rules and messages, read from the zod schemas at build time (vite/serialize-forms.ts),
 * and imports of the zod-free functions they refine with — so a screen imports its form from its schema
 * module and loads its own form's data only: the constraints with the page, the checks once the
 * customer starts on the form (decision 155); a part of a form (`formPart`, app/forms/form.ts) is a
 * module of its own, whose constraints leave the form's and go with the section that imports it. zod
 * itself never reaches the browser: a browser module that imports it fails the build, naming itself.
 */
export function formsPlugin(): Plugin {
  const root = process.cwd();
  const folder = path.join(root, "app", "forms");
  const isSchemaModule = (id: string) => path.dirname(id) === folder && id.endsWith("-schema.ts");
  const serialised = new Map<Language, Record<string, Record<string, unknown>>>();
  let serving = false;

  /**
   * Every schema module's forms with their messages in `language` (the build's), read once per build
   * (and again after a change in development).
   */
  function forms(language: Language = buildLanguage()): Record<string, Record<string, unknown>> {
    const known = serialised.get(language);
    if (known) return known;
    const modules = readdirSync(folder)
      .filter((file) => file.endsWith("-schema.ts"))
      .map((file) => path.join(folder, file));
    const script = path.join(root, "vite", "serialize-forms.ts");
    try {
      const env = { ...process.env, BUILD_LANGUAGE: language };
      serialised.set(language, JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "--import", "./vite/language-register.ts", script, ...modules], { cwd: root, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })));
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? "");
      throw new Error(`reading the forms of app/forms/*-schema.ts failed:\n${/^Error: .*$/m.exec(stderr)?.[0] ?? stderr}`);
    }
    return serialised.get(language)!;
  }

  const browser = (environment: { config: { consumer: string } } | undefined, ssr: boolean | undefined) => (environment ? environment.config.consumer === "client" : !ssr);

  return {
    name: "forms",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source.startsWith(CHECKS) || source.startsWith(PART)) return `\0${source}`;
      if (!browser(this.environment, options?.ssr) || !importer) return null;
      if (/^(zod|@conform-to\/zod)(\/|$)/.test(source)) {
        this.error(`${path.relative(root, importer)} imports ${source} into the browser build: zod stays on the server (issue 23); import the form from its schema module instead`);
      }
      return null;
    },
    configResolved(config) {
      serving = config.command === "serve";
    },
    load(id, options) {
      if (id.startsWith(`\0${CHECKS}`)) {
        const [file, name] = formOf(id, CHECKS);
        const checksIn = (language: Language) => {
          const form = forms(language)[file]?.[name] as { fields: unknown; rules: unknown } | undefined;
          if (!form) this.error(`${id}: no form ${name} in ${file}`);
          return { fields: form.fields, rules: form.rules };
        };
        const title = `The checks of ${name} in ${path.relative(root, file)}`;
        if (!serving) return moduleOf(title, { checks: checksIn(buildLanguage()) });
        // The development server's one browser module serves every language (decision 181): the page's.
        const every = Object.fromEntries(LANGUAGES.map((language) => [language, checksIn(language)]));
        return `${moduleOf(title, { checksIn: every })}export const checks = checksIn[document.documentElement.lang] ?? checksIn.${DEFAULT_LANGUAGE};\n`;
      }
      if (id.startsWith(`\0${PART}`)) {
        const [file, name] = formOf(id, PART);
        const part = (forms()[file]?.[name] as { part?: Part } | undefined)?.part;
        if (!part) this.error(`${id}: no form part ${name} in ${file}`);
        return `// The part ${name} of ${part.of[1]} in ${path.relative(root, part.of[0])}, as data for the browser (vite/forms-plugin.ts).\nexport const ${name} = { constraints: ${JSON.stringify(part.constraints)} };\n`;
      }
      if (!browser(this.environment, options?.ssr) || !isSchemaModule(id)) return null;
      const exports = forms()[id];
      if (!exports) return null;
      // Parts of this module's forms, declared here or in another schema module.
      const parts = Object.values(forms()).flatMap((other) => Object.values(other).flatMap((value) => ((value as { part?: Part }).part ? [(value as { part: Part }).part] : [])));
      const body = Object.entries(exports).map(([name, value]) => {
        // A part is a module of its own, so that its constraints go with the chunk that imports it.
        if ((value as { part?: Part }).part) return `export { ${name} } from ${JSON.stringify(idOf(PART, id, name))};`;
        const own = parts.filter(({ of: [file, form] }) => file === id && form === name).map((part) => part.group);
        const constraints = Object.fromEntries(
          Object.entries((value as { constraints: Record<string, unknown> }).constraints).filter(
            ([box]) => !own.some((group) => box.startsWith(`${group}.`) || box.startsWith(`${group}[`)),
          ),
        );
        const checks = JSON.stringify(idOf(CHECKS, id, name));
        return `export const ${name} = { constraints: ${JSON.stringify(constraints)}, checks: () => import(${checks}).then((module) => module.checks) };`;
      });
      return `// The forms of ${path.relative(root, id)} for the browser (vite/forms-plugin.ts): each box's constraints, and\n// the checks, which load when the customer starts on the form (decision 155).\n${body.join("\n")}\n`;
    },
    watchChange(id) {
      // In development a change to a schema, its checks or the copy is read again on the next load.
      if (id.startsWith(path.join(root, "app") + path.sep)) serialised.clear();
    },
  };
}
