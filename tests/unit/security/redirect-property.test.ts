import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../../app/security/safe-redirect";

/**
 * Issue 11, item 1: whatever the input, what safeRedirect hands out must lead a browser to our origin or
 * to an allow-listed one. The oracle is how a browser follows a Location: tabs and newlines stripped,
 * resolved against the page, and (for a proxy in front) once more after one percent-decoding.
 */
const OURS = "https://area.example.it";
const allowed = ["https://parcheggi.example.it"];
const origins = new Set([OURS, ...allowed]);

function followedOrigins(location: string): string[] {
  const cleaned = location.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  const seen = [new URL(cleaned, `${OURS}/auth/client_login`).origin];
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(cleaned);
  } catch {
    decoded = null;
  }
  if (decoded !== null) {
    try {
      seen.push(new URL(decoded.replace(/\\/g, "/"), `${OURS}/auth/client_login`).origin);
    } catch {
      // An unparsable decoded form cannot be followed by anyone.
    }
  }
  return seen;
}

const pieces = [
  "/", "//", "///", "\\", "/\\", ".", "..", "./", "../", "/./", "/../", "%2e", "%2E%2e", "%2f", "%2F", "%5c", "%5C",
  "%252f", "\t", "\n", "\r", " ", "%09", "%0a", "%00", "@", ":", "user:pass@", "evil.example", "EVIL.example",
  "parcheggi.example.it", "parcheggi.example.it.evil.example", "https:", "HTTPS:", "hTtPs:", "http:", "javascript:",
  "data:", "?", "#", "?x=//evil.example", "account", "auth", "。", "\u3002evil", "%E3%80%82", "\u0000", "\u007f",
];

const hostile = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(""));
const slashFirst = hostile.map((value) => `/${value}`);

describe("safeRedirect under generated hostile shapes", () => {
  it("never hands out a target outside our origin and the allow-list", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, slashFirst, fc.string(), fc.webUrl()), (value) => {
        const result = safeRedirect(value, allowed);
        if (result === null) return true;
        expect(result.startsWith("//")).toBe(false);
        for (const origin of followedOrigins(result)) expect(origins.has(origin)).toBe(true);
        return true;
      }),
      { numRuns: 10_000 },
    );
    // Generous: the machine running the whole suite may be busy.
  }, 60_000);

  it("keeps ordinary same-origin paths exactly", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(safeRedirect(path, allowed)).toBe(path);
      }),
    );
  });
});

describe("safeRedirect against known bypass families", () => {
  it.each([
    // dot segments that resolve to a protocol-relative path
    ["dot segments", "/.//evil.example"],
    ["dot segments", "/a/..//evil.example"],
    ["dot segments", "/..//evil.example/x"],
    ["encoded dot segments", "/%2e%2e//evil.example"],
    ["encoded dot segments", "/%2E/%2F/evil.example"],
    // backslashes
    ["backslashes", "/\\evil.example"],
    ["backslashes", "\\/evil.example"],
    ["backslashes", "/.\\evil.example"],
    // encoded slashes
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["encoded slashes", "/ok/%2f%2fevil.example"],
    ["encoded slashes", "/./%5C%5Cevil.example"],
    // tabs and newlines that browsers strip
    ["tabs/newlines", "/\t/evil.example"],
    ["tabs/newlines", "/\n/evil.example"],
    ["tabs/newlines", "ht\ttps://evil.example"],
    ["tabs/newlines", "/%09/evil.example"],
    ["tabs/newlines", "/%0a/HTTPS:/evil.example"],
    // userinfo
    ["userinfo", "https://parcheggi.example.it@evil.example/"],
    ["userinfo", "https://user@parcheggi.example.it/"],
    // scheme case and scheme-relative tricks
    ["mixed-case schemes", "JaVaScRiPt:alert(1)"],
    ["mixed-case schemes", "HtTp://parcheggi.example.it/"],
    ["mixed-case schemes", "hTtPs:evil.example"],
    ["mixed-case schemes", "HTTPS:/evil.example"],
  ])("%s: drops %j", (_family, value) => {
    expect(safeRedirect(value, allowed)).toBeNull();
  });
});
