import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../../app/security/safe-redirect";

const allowed = ["https://parcheggi.example.it"];

describe("safeRedirect", () => {
  it.each([
    ["/account/blocked", "/account/blocked"],
    ["/auth/client_login?client=a&redirect=b", "/auth/client_login?client=a&redirect=b"],
    ["https://parcheggi.example.it/", "https://parcheggi.example.it/"],
    ["https://parcheggi.example.it/area?x=1#top", "https://parcheggi.example.it/area?x=1#top"],
    ["HTTPS://PARCHEGGI.EXAMPLE.IT/a", "https://parcheggi.example.it/a"],
  ])("keeps %s", (value, expected) => {
    expect(safeRedirect(value, allowed)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://parcheggi.example.it/",
    "https://evil.example/",
    "https://parcheggi.example.it@evil.example/",
    "https://user:pass@parcheggi.example.it/",
    "https://parcheggi.example.it.evil.example/",
    "https://parcheggi.example.it:8443/",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/\tevil",
    "\n/evil",
    "java\nscript:alert(1)",
    "",
    "evil.example",
    "ftp://parcheggi.example.it/",
    `/${"a".repeat(3000)}`,
  ])("drops %j", (value) => {
    expect(safeRedirect(value, allowed)).toBeNull();
  });

  it("drops every absolute URL when no origin is allowed", () => {
    expect(safeRedirect("https://parcheggi.example.it/", [])).toBeNull();
  });

  it("drops null and undefined", () => {
    expect(safeRedirect(null, allowed)).toBeNull();
    expect(safeRedirect(undefined, allowed)).toBeNull();
  });
});
