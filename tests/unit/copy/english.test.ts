import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import * as english from "../../../app/copy/en";
import * as italian from "../../../app/copy/it";

// The English build resolves app/copy/it to app/copy/en (issue 25): whatever the Italian copy has, a
// page may read, so English must have it too, in English. Types check the keys (app/copy/en-is-complete.ts);
// these check what types cannot: the texts themselves and what the phrases return.

const copyDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../app/copy");

type Leaf = { path: string; value: unknown };

/** Every string, function and array of a copy module with its path ("login.title"), arrays included. */
function leaves(value: unknown, at = ""): Leaf[] {
  if (typeof value === "string" || typeof value === "function") return [{ path: at, value }];
  if (value && typeof value === "object") {
    const own = Array.isArray(value) ? [{ path: at, value }] : [];
    return [...own, ...Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key))];
  }
  return [{ path: at, value }];
}

function at(root: unknown, where: string): unknown {
  return where.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
}

// What each phrase takes: the types say it, the runtime cannot. A phrase missing here fails the test
// below, so a new one gets sample arguments when it is written.
const parameters: Record<string, ("number" | "string")[]> = {
  "emailSelection.intro": ["string"],
  "confirmMobile.resendTooEarly": ["number"],
  "confirmMobile.resendAt": ["string"],
  "confirmMobile.resendTooEarlyAt": ["string"],
  "confirmEmail.resendTooEarly": ["number"],
  "confirmEmail.resendAt": ["string"],
  "confirmEmail.resendTooEarlyAt": ["string"],
  "consents.missing": ["string", "number"],
  "signUpErrors.tooLong": ["number"],
  "signUpErrors.dateOfBirthTooYoung": ["number"],
  "signUpInvoicing.matchesCountry": ["number"],
  "signUpInvoicing.matchesCity": ["number"],
  "signUpInvoicing.pickCountry": ["string"],
  "signUpInvoicing.pickCity": ["string", "string", "string"],
  "signUpInvoicing.picked": ["string"],
  "signUpInvoicing.suggestionsLabel": ["string"],
  "signUpInvoicing.suggestions": ["number"],
  "signUpFinalization.requestsLeft": ["number"],
  "signUpFinalization.verifyMobile.resendTooEarly": ["number"],
  "signUpFinalization.confirmEmailPin.resendTooEarly": ["number"],
  "help.helpline": ["string"],
  "help.helplineInternational": ["string"],
  "help.helpdeskLabel": ["string"],
  "accessibility.method": ["number"],
  "accessibility.drawnUp": ["string"],
  "security.wait": ["string"],
  "security.smsWait": ["string"],
  "security.loginLockedTodo": ["string"],
  "security.minutes": ["number"],
  "security.hours": ["number"],
  attemptsLeft: ["number"],
  codeRejected: ["number"],
  formatCountdown: ["number"],
};

/** Sample arguments for a phrase: each number 0, 1 and 3; each string a token that can be found again. */
function samples(where: string): unknown[][] {
  const kinds = parameters[where] ?? [];
  return [0, 1, 3].map((count) => kinds.map((kind, index) => (kind === "number" ? count : `Arg${index}x`)));
}

/** A phrase's outputs for every sample, by "path(args)", so both languages can be compared text by text. */
function outputs(copy: unknown): Leaf[] {
  return leaves(copy)
    .filter(({ value }) => typeof value === "function")
    .flatMap(({ path: where, value }) =>
      samples(where).map((args) => ({ path: `${where}(${args.join(", ")})`, value: (value as (...a: unknown[]) => unknown)(...args) })),
    );
}

/** Every text a page may show: the strings, the items of lists, and what the phrases return for the samples. */
function texts(copy: unknown): Leaf[] {
  return [...leaves(copy), ...outputs(copy)].flatMap(({ path: where, value }) =>
    Array.isArray(value) ? value.map((item, index) => ({ path: `${where}[${index}]`, value: item as unknown })) : typeof value === "string" ? [{ path: where, value }] : [],
  );
}

describe("English has every area and key of the Italian copy", () => {
  test("the same keys at every level, lists of the same length", () => {
    const shape = (copy: unknown) => leaves(copy).map(({ path: where, value }) => `${where}: ${Array.isArray(value) ? `list of ${value.length}` : typeof value}`);
    expect(shape(english)).toEqual(shape(italian));
  });

  test("every phrase has sample arguments, and takes as many as its Italian twin", () => {
    for (const { path: where, value } of leaves(italian).filter((leaf) => typeof leaf.value === "function")) {
      expect(parameters, where).toHaveProperty([where]);
      expect((at(english, where) as () => unknown).length, where).toBe((value as () => unknown).length);
    }
  });

  test("en.ts exports the same names in the same order as it.ts, each from the English twin of the Italian module", () => {
    const exported = (file: string) =>
      readFileSync(path.join(copyDir, file), "utf8")
        .split("\n")
        .filter((line) => line.startsWith("export "));
    const mirrored = exported("it.ts").map((line) => line.replace('"./phrases"', '"./en/phrases"').replace('"./it/', '"./en/'));
    expect(exported("en.ts")).toEqual(mirrored);
  });

  test("app/copy/en mirrors app/copy/it file for file, with the phrases beside them", () => {
    const files = (dir: string) => readdirSync(path.join(copyDir, dir), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts")).sort();
    expect(files("en")).toEqual([...files("it"), "phrases.ts"].sort());
  });

  test("English modules read the Italian copy for its types only, so none of it reaches the English bundle", () => {
    const dir = path.join(copyDir, "en");
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".ts"))) {
      const source = readFileSync(path.join(dir, file), "utf8");
      for (const [statement] of source.matchAll(/^import[^;]*from "([^"]*)";/gm)) {
        if (/from "(\.\.\/)+(it\/|phrases")/.test(statement)) expect(statement, file).toMatch(/^import type /);
      }
    }
  });
});

describe("English texts", () => {
  test("none is empty", () => {
    for (const { path: where, value } of texts(english)) expect((value as string).trim(), where).not.toBe("");
  });

  test("every phrase of both languages returns text for the sample arguments", () => {
    for (const copy of [italian, english]) {
      for (const { path: where, value } of outputs(copy)) {
        const lines = Array.isArray(value) ? value : [value];
        expect(lines.length, where).toBeGreaterThan(0);
        for (const line of lines) {
          expect(typeof line, where).toBe("string");
          expect((line as string).trim(), where).not.toBe("");
        }
      }
    }
  });

  test("a phrase shows in English every argument it shows in Italian", () => {
    const englishOutputs = new Map(outputs(english).map(({ path: where, value }) => [where, String(value)]));
    for (const { path: where, value } of outputs(italian)) {
      for (const token of [...String(value).matchAll(/Arg\dx|\b3\b/g)].map(([match]) => match)) {
        expect(englishOutputs.get(where), `${where}: ${token}`).toContain(token);
      }
    }
  });

  // Right where the word is the same in both: a brand, an English loan word, digits.
  const sameInBothLanguages = new Set([
    "login.password",
    "signUp.password",
    "help.privacy",
    "formatCountdown(0)",
    "formatCountdown(1)",
    "formatCountdown(3)",
  ]);

  test("none is left in Italian, apart from an explicit few", () => {
    const italianTexts = new Map(texts(italian).map(({ path: where, value }) => [where, value]));
    const same = texts(english)
      .filter(({ path: where, value }) => italianTexts.get(where) === value)
      .map(({ path: where }) => where);
    expect(same.sort()).toEqual([...sameInBothLanguages].sort());
  });

  test("no accented Italian letters, apart from the link that offers the Italian page", () => {
    for (const { path: where, value } of texts(english)) {
      if (where.startsWith("language.other.")) continue;
      expect(value, where).not.toMatch(/[àèéìòùÀÈÉÌÒÙ]/);
    }
  });

  // vite/serialize-forms.ts names a form's message by finding its Italian text in the copy: where two
  // keys share an Italian text it may name either, so their English texts must not differ.
  test("texts that are the same in Italian are the same in English", () => {
    const englishTexts = new Map(texts(english).map(({ path: where, value }) => [where, value]));
    const byItalian = new Map<unknown, string[]>();
    for (const { path: where, value } of texts(italian)) byItalian.set(value, [...(byItalian.get(value) ?? []), where]);
    for (const [text, paths] of byItalian) {
      const translations = new Set(paths.map((where) => englishTexts.get(where)));
      expect(translations.size, `${String(text)} at ${paths.join(", ")}: ${[...translations].join(" | ")}`).toBe(1);
    }
  });
});

describe("English phrases in correct English", () => {
  test.each([
    [0, "no attempts left"],
    [1, "1 attempt left"],
    [2, "2 attempts left"],
    [3, "3 attempts left"],
    [-1, "no attempts left"],
  ])("attemptsLeft(%i) → %s", (count, text) => {
    expect(english.attemptsLeft(count)).toBe(text);
  });

  test("a refused code names the attempts left when the upstream does", () => {
    expect(english.codeRejected(1)).toBe("The code is incorrect: 1 attempt left.");
    expect(english.codeRejected(4)).toBe("The code is incorrect: 4 attempts left.");
    expect(english.codeRejected(0)).toBe("The code is incorrect: no attempts left.");
    expect(english.codeRejected(undefined)).toBe("The code is incorrect");
    expect(english.codeRejected(null)).toBe("The code is incorrect");
    expect(english.codeRejected()).toBe("The code is incorrect");
  });

  test("the countdown is mm:ss", () => {
    expect(english.formatCountdown(0)).toBe("00:00");
    expect(english.formatCountdown(61.2)).toBe("01:02");
  });

  test("counts are singular for one and plural otherwise", () => {
    const { requestsLeft } = english.signUpFinalization;
    expect([0, 1, 3].map(requestsLeft)).toEqual([
      "That was the last code you can request for now.",
      "You can request 1 more code.",
      "You can request 3 more codes.",
    ]);
    expect([1, 3].map(english.security.minutes)).toEqual(["1 minute", "3 minutes"]);
    expect([1, 3].map(english.security.hours)).toEqual(["1 hour", "3 hours"]);
    expect([1, 3].map(english.confirmMobile.resendTooEarly)).toEqual(["You can request a new code in 1 second.", "You can request a new code in 3 seconds."]);
    expect([1, 3].map(english.confirmEmail.resendTooEarly)).toEqual(["You can request a new email in 1 second.", "You can request a new email in 3 seconds."]);
    expect([1, 3].map(english.signUpInvoicing.suggestions)).toEqual(["1 result", "3 results"]);
    expect([1, 3].map(english.signUpInvoicing.matchesCountry)).toEqual(["1 country found: choose it", "3 countries found: choose yours"]);
    expect([1, 50].map(english.signUpErrors.tooLong)).toEqual(["Enter 1 character or fewer", "Enter 50 characters or fewer"]);
  });

  test("a missing required consent is named by its opening words only where the form requires several", () => {
    const label = "I have read the privacy notice and agree to the processing of my personal data";
    expect(english.consents.missing(label, 1)).toBe("To continue, you must accept the required consent");
    expect(english.consents.missing(label, 2)).toBe("To continue, you must accept the required consent “I have read the privacy…”");
  });
});
