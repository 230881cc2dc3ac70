import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { AccountStatus, isAccountStatus, statusForCode } from "../../../app/flow/index";

// Spec §3's enumeration, as the spec writes it. Statuses the product adds beyond it are not listed here.
const specStatuses = [
  ["unknown", 0],
  ["active", 1],
  ["unconfirmed", 2],
  ["disabled", 3],
  ["blocked", 4],
  ["ambiguous", 5],
  ["closing", 6],
  ["uncompleted", 7],
  ["temporaryBlocked", 8],
  ["inactive", 9],
  ["needAcceptConsents", 10],
  ["needChangePassword", 11],
] as const;

describe("account status values (spec §3)", () => {
  it("spec §3 enumerates 12 account statuses", () => {
    expect(specStatuses, "spec §3: unknown 0 … needChangePassword 11").toHaveLength(12);
  });

  it.each(specStatuses)("%s is %i", (name, value) => {
    expect(AccountStatus[name], `spec §3 gives ${name} the number ${value}`).toBe(value);
    expect(isAccountStatus(value), `spec §3's ${name} (${value}) is an account status`).toBe(true);
  });

  // Issue 40: a new status that took a number already in use opened its page for the other status.
  it("gives each status its own number, those the product adds beyond spec §3 included", () => {
    const byNumber = new Map<number, string[]>();
    for (const [name, value] of Object.entries(AccountStatus)) byNumber.set(value, [...(byNumber.get(value) ?? []), name]);
    const shared = [...byNumber.values()].filter((names) => names.length > 1);
    expect(shared, "statuses that share a number").toEqual([]);
  });
});

const root = join(import.meta.dirname, "../../..");
const ENUMERATION = "app/flow/account-status.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A status written as a number outside the enumeration: a page's guard, a test's session, a copy of the table.
const numberedStatus = [
  /\bstatus\s*:\s*"?(?:[1-9]|1\d)"?(?![\d.])/,
  /[?&]status=\d/,
  /\b[A-Z_]*STATUS\s*=\s*\d/,
  new RegExp(`\\b(?:${Object.keys(AccountStatus).join("|")})\\s*:\\s*\\d{1,2}\\b(?!\\s*[*/+-])`),
];

describe("account statuses written as numbers", () => {
  it("appear only in the enumeration: pages, guards, tests and scripts name them", () => {
    const offenders = ["app", "server", "tests", "scripts"]
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .map((file) => relative(root, file))
      .filter((file) => file !== ENUMERATION)
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (numberedStatus.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders, `write AccountStatus.<name> (${ENUMERATION}) instead`).toEqual([]);
  });
});

describe("server code → status (spec §3, decision 002)", () => {
  it.each([
    ["USER_NOT_CONFIRMED", AccountStatus.unconfirmed],
    ["USER_DISABLED", AccountStatus.disabled],
    ["USER_WAITING_FOR_CLOSURE", AccountStatus.closing],
    ["USER_IN_BLACKLIST", AccountStatus.blocked],
    ["AMBIGUOUS_CREDENTIALS", AccountStatus.ambiguous],
    ["OTP_REQUEST_BLOCKED", AccountStatus.temporaryBlocked],
    ["USER_IN_UNHANDLED_STATUS", AccountStatus.inactive],
  ])("%s → %i", (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it.each(["WRONG_CREDENTIALS", "ACTION_REQUIRED", "ERR_GENERIC", "USED_EMAIL", "", null, undefined])(
    "any other code (%j) → unknown",
    (code) => {
      expect(statusForCode(code)).toBe(AccountStatus.unknown);
    },
  );

  it.each([
    ["userInBlacklist", AccountStatus.blocked],
    ["otp_request_blocked", AccountStatus.temporaryBlocked],
  ])("reads the camelCase or lower-case spelling %s the same (decision 013)", (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });
});
