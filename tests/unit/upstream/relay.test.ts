import { describe, expect, it } from "vitest";
import { RELAY_LIMITS, relayFor, relayForBrowser, upstreamJarFromBrowser } from "../../../app/upstream/cookies.server";

const NOW = Date.parse("2026-11-28T10:00:00Z");
const DAY = 24 * 60 * 60;
const prod = relayFor("Prod", "relay-test-secret");
const dev = relayFor("Dev", "relay-test-secret");

/** The Cookie header a browser sends back after keeping these relayed lines. */
const kept = (lines: readonly string[]) => lines.map((line) => line.split(";", 1)[0]).join("; ");
const jar = (header: string, relay = prod, now = NOW) => Object.fromEntries(upstreamJarFromBrowser(header, relay, now));

/** Decision 177: what is relayed to the browser is capped, and only what we relayed goes back upstream. */
describe("relaying the upstream's cookies", () => {
  describe("lifetime: at most a day", () => {
    it.each([
      ["a Max-Age of thirty days", `s=1; Max-Age=${30 * DAY}`, `Max-Age=${DAY}`],
      ["an Expires a year away", `s=1; Expires=${new Date(NOW + 365 * DAY * 1000).toUTCString()}`, `Max-Age=${DAY}`],
      ["an Expires ten minutes away", `s=1; Expires=${new Date(NOW + 600_000).toUTCString()}`, "Max-Age=600"],
      ["a Max-Age of ten minutes", "s=1; Max-Age=600", "Max-Age=600"],
    ])("%s is relayed as %s", (_case, header, maxAge) => {
      const [line] = relayForBrowser([header], prod, NOW);
      expect(line).toMatch(new RegExp(`^__Host-up_s=1\\.\\d+\\.[\\w-]{22}; Path=/; HttpOnly; SameSite=Lax; Secure; ${maxAge}$`));
      expect(line).not.toMatch(/Expires/i);
    });

    it("a cookie the upstream gave no lifetime stays a browser-session cookie, but is not sent back after a day", () => {
      const lines = relayForBrowser(["s=1; Path=/"], prod, NOW);
      expect(lines[0]).not.toMatch(/Max-Age/);
      expect(jar(kept(lines), prod, NOW + (DAY - 1) * 1000)).toEqual({ s: "1" });
      expect(jar(kept(lines), prod, NOW + (DAY + 1) * 1000)).toEqual({});
    });

    it("a cookie kept by the browser past the Max-Age it was given is not sent back", () => {
      const lines = relayForBrowser(["s=1; Max-Age=600"], prod, NOW);
      expect(jar(kept(lines), prod, NOW + 599_000)).toEqual({ s: "1" });
      expect(jar(kept(lines), prod, NOW + 601_000)).toEqual({});
    });
  });

  describe("size: 2 KB a cookie, 4 KB an answer", () => {
    it("a cookie over 2 KB is not relayed: the browser is told to drop the one it holds", () => {
      const big = `big=${"x".repeat(RELAY_LIMITS.cookieBytes)}; Path=/`;
      expect(relayForBrowser([big, "small=1"], prod, NOW)).toEqual([
        "__Host-up_big=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
        expect.stringMatching(/^__Host-up_small=1\./),
      ]);
    });

    it("past 4 KB in one answer, a cookie is not relayed either", () => {
      const value = "v".repeat(1800);
      const lines = relayForBrowser([`a=${value}`, `b=${value}`, `c=${value}`], prod, NOW);
      expect(lines.map((line) => line.slice(0, line.indexOf("=")))).toEqual(["__Host-up_a", "__Host-up_b", "__Host-up_c"]);
      expect(lines[2]).toBe("__Host-up_c=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0");
      expect(lines.reduce((sum, line) => sum + line.split(";", 1)[0]!.length, 0)).toBeLessThanOrEqual(RELAY_LIMITS.totalBytes);
    });

    it("an answer of many small cookies stops at 4 KB", () => {
      const lines = relayForBrowser(Array.from({ length: 200 }, (_, index) => `c${index}=1`), prod, NOW);
      expect(lines.length).toBeLessThan(200);
      expect(lines.reduce((sum, line) => sum + line.split(";", 1)[0]!.length, 0)).toBeLessThanOrEqual(RELAY_LIMITS.totalBytes);
    });

    it("what goes back upstream is bounded by 4 KB as well", () => {
      const lines = [0, 1, 2].flatMap((index) => relayForBrowser([`k${index}=${"v".repeat(1800)}`], prod, NOW));
      expect(Object.keys(jar(kept(lines)))).toEqual(["k0", "k1"]);
    });
  });

  describe("only cookies we relayed go back upstream", () => {
    const relayed = kept(relayForBrowser(["XSRF-TOKEN=t", "ra_session=s-1"], prod, NOW));
    const value = (name: string) => relayed.split("; ").find((pair) => pair.startsWith(`__Host-up_${name}=`))!.split("=")[1]!;

    it("our relayed cookies are opened to the upstream's names and values", () => {
      expect(jar(relayed)).toEqual({ "XSRF-TOKEN": "t", ra_session: "s-1" });
    });

    it.each([
      ["one the browser made up", "__Host-up_ra_session=victim-session"],
      ["one the browser made up that looks signed", "__Host-up_ra_session=victim.9999999999.AAAAAAAAAAAAAAAAAAAAAA"],
      ["our value under another name", () => `__Host-up_ra_session=${value("XSRF-TOKEN")}`],
      ["our value with the upstream's part changed", () => `__Host-up_ra_session=${value("ra_session").replace(/^s-1/, "s-2")}`],
      ["our value with a later expiry", () => `__Host-up_ra_session=${value("ra_session").replace(/\.\d+\./, ".9999999999.")}`],
      ["a value signed with another secret", () => kept(relayForBrowser(["ra_session=s-1"], relayFor("Prod", "another-secret"), NOW))],
      ["our value under the plain name in Prod", () => `up_ra_session=${value("ra_session")}`],
      ["our value under __host- (wrong case)", () => `__host-up_ra_session=${value("ra_session")}`],
      ["our value under __Secure-", () => `__Secure-up_ra_session=${value("ra_session")}`],
    ])("%s is not sent", (_case, cookie) => {
      expect(jar(typeof cookie === "function" ? cookie() : cookie)).toEqual({});
    });

    it("in Dev the plain name is ours and a __Host- one is not", () => {
      const devRelayed = kept(relayForBrowser(["ra_session=s-1"], dev, NOW));
      expect(devRelayed).toMatch(/^up_ra_session=/);
      expect(jar(devRelayed, dev)).toEqual({ ra_session: "s-1" });
      expect(jar(`__Host-${devRelayed}`, dev)).toEqual({});
    });
  });
});
