import { describe, expect, it } from "vitest";
import { commonPasswordKeys, isCommonPassword } from "../../../app/forms/common-password";
import { commonPasswords } from "../../../app/forms/common-passwords.server";
import { passwordRuleChecks } from "../../../app/forms/password-rule-checks";
import { isWorstPassword, WORST_PASSWORDS } from "../../../app/forms/common-password-worst";

// Decision 160: passwords that meet the four rules but are among the first an attacker tries.
const list = commonPasswords();

describe("common passwords: the spellings recognised", () => {
  it.each([
    // The acceptance examples.
    ["Password1!", "the word with a digit and a symbol"],
    ["Qwerty123!", "a keyboard row"],
    ["Juventus1!", "an Italian club"],
    // Case, trailing and leading digits and symbols.
    ["PASSWORD1!", "upper case"],
    ["pAsSwOrD2026?", "mixed case and a year"],
    ["Juventus1897!", "the club's founding year"],
    ["!!Amore2024", "symbols in front"],
    ["2026#Napoli", "digits and a symbol in front"],
    ["Ciao1234!", "a greeting"],
    ["TiAmo123!", "a phrase"],
    // Simple leetspeak.
    ["P4ssw0rd!", "4 and 0 for a and o"],
    ["P@ssw0rd1", "@ for a"],
    ["Passw0rd.99", "0 for o, separated digits"],
    ["Sup3rman!1", "3 for e"],
    ["M1lan.1899", "1 for i"],
    ["Ro$$ella#1", "$ for s"],
    // Separators inside, accents, spaces.
    ["Forza.Napoli.1926!", "dots between words"],
    ["Forza_Juve_1!", "underscores between words"],
    ["Forza Italia 1!", "spaces between words"],
    ["Felicità2026!", "an accent"],
    // As typed, with only the symbols around it.
    ["Aa123456!", "a top-ten password with a symbol"],
    ["!1Qaz2wsx", "a keyboard zigzag"],
  ])("%s is common (%s)", (password) => {
    expect(isCommonPassword(password, list)).toBe(true);
  });

  it.each([
    ["Parcheggio.2026", "the demo accounts' password"],
    ["Nuova.Password.2026", "a common word inside a longer phrase"],
    ["Juventus-Vince-Sempre-7", "a club inside a phrase"],
    ["Tr3no!Giallo#Vola", "three words"],
    ["xK9#mQ2!vL", "random"],
    ["Aa1!Aa1!", "too short a word inside to be looked up"],
  ])("%s is not (%s)", (password) => {
    expect(isCommonPassword(password, list)).toBe(false);
  });

  it("the acceptance examples meet the four rules, and never the fifth, whatever the server said (issue 42 item 1)", () => {
    for (const password of ["Password1!", "Qwerty123!", "Juventus1!"]) {
      expect(passwordRuleChecks(password).slice(0, 4)).toEqual([true, true, true, true]);
      expect(passwordRuleChecks(password, false)[4]).toBe(false);
      expect(isWorstPassword(password)).toBe(true);
    }
  });

  it("the browser's worst offenders are all on the server's list: the browser never refuses what the server takes", () => {
    for (const word of WORST_PASSWORDS) expect(isCommonPassword(word, list), word).toBe(true);
    expect(isWorstPassword("Parcheggio.2026")).toBe(false);
  });
});

describe("common passwords: the keys looked up", () => {
  it.each([
    ["Password1!", ["password1!", "password1", "password"]],
    ["P4ssw0rd!", ["p4ssw0rd!", "p4ssw0rd", "password"]],
    ["M1lan.1899", ["m1lan.1899", "m1lan", "milan", "mllan"]],
    ["Aa1", []],
    ["", []],
  ])("%s → %j", (password, keys) => {
    expect(commonPasswordKeys(password)).toEqual(keys);
  });

  it("the list holds the Italian words the issue names, folded, and nothing shorter than a key", () => {
    for (const word of ["password", "qwerty", "ciao", "amore", "juventus", "milan", "inter", "napoli", "roma", "forzaitalia"]) expect(list.has(word)).toBe(true);
    expect([...list].filter((word) => word.length < 4 || word !== word.toLowerCase())).toEqual([]);
    expect(list.size).toBeGreaterThan(1000);
    expect(list.size).toBeLessThan(5000);
  });
});
