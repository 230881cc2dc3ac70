import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FORM } from "../../../app/forms/form";
import type { FormChecks } from "../../../app/forms/form-checks";
import routes from "../../../app/routes";

type Entry = { path?: string; children?: Entry[] };

/**
 * The path segments of app/routes.ts that name a screen (not "*", ":list", a number, nor the test hooks'
 * "session" and "clock": server/main.ts hands the reference API the application's clock, decision 152).
 */
function segments(entries: readonly Entry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ?? "").split("/"), ...segments(entry.children ?? [])]);
}
const screenWords = [...new Set(segments(routes as unknown as Entry[]))].filter((word) => /^[a-z_]+(-[a-z]+)*$/.test(word) && word.length > 4 && word !== "session" && word !== "clock");

/** Every field name of every form the schema modules declare (decision 150), the ones the actions parse. */
const schemaModules = import.meta.glob<Record<string, unknown>>("../../../app/forms/*-schema.ts", { eager: true });
const fieldNames = [
  ...new Set(
    Object.values(schemaModules)
      .flatMap((module) => Object.values(module))
      .filter((value): value is FormChecks => typeof value === "object" && value !== null && FORM in value)
      .flatMap((form) => form.fields.map((field) => field.name.split(".")[0]!))
      .filter((name) => /^[a-zA-Z]+$/.test(name)),
  ),
];

const serverDir = process.env.SERVER_DIR ?? "server";
const serverSources = readdirSync(serverDir)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => ({ file, text: readFileSync(path.join(serverDir, file), "utf8").replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "") }));

/** Issues 20 and 40: what a screen does is declared in its own module; server/ names no screen or field. */
describe("server/ holds no list of app paths or form fields", () => {
  it("there are words to look for", () => {
    expect(screenWords).toEqual(expect.arrayContaining(["client_login", "reset-password", "change-mobile", "need-insert-phone"]));
    expect(fieldNames).toEqual(expect.arrayContaining(["username", "mobileNumber", "mobileCountryCode", "email"]));
  });

  it.each(serverSources)("server/$file names no screen path", ({ text }) => {
    // As a path ("/auth"), in a pattern ("\/auth", "(client_login|"), never a CSS class or a key.
    for (const word of screenWords) expect(text, word).not.toMatch(new RegExp(`[/(|]${word}(?![\\w-])`));
  });

  it.each(serverSources)("server/$file names no form field", ({ text }) => {
    for (const field of fieldNames) expect(text, field).not.toMatch(new RegExp(`["'\`]${field}["'\`]`));
  });
});
