import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, freePort, startApp, type Started } from "./support/server";

/** Upstream calls of one kind so far, as the operator's Prometheus reads them. */
async function upstreamCalls(metricsPort: number, call: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("area_riservata_upstream_request_duration_seconds_count{") && line.includes(`call="${call}"`))
    .reduce((sum, line) => sum + Number(line.split(" ").pop()), 0);
}

/**
 * Issue 39 item 9: anonymous page loads reached the upstream one for one (200 loads of the sign-up page,
 * 200 consents look-ups). The reference lists are kept for minutes, and a page's calls that do go out
 * spend a per-address allowance.
 */
describe("page loads that reach the upstream (Dev, TRUST_PROXY=1)", () => {
  let server: Started;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startApp("Dev", { TRUST_PROXY: "1", METRICS_PORT: String(metricsPort), UPSTREAM_READS_PER_IP_PER_MINUTE: "5" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("200 loads of the sign-up page, from as many addresses, ask the upstream for its consents once", async () => {
    for (let index = 0; index < 200; index += 1) {
      const page = await new Browser(server.baseUrl, { "x-forwarded-for": `203.0.113.${index % 250}` }).get("/sign-up");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('name="consents"');
    }
    expect(await upstreamCalls(metricsPort, "getConsentsConfiguration")).toBe(1);
  });

  it("a search asked again is answered from what was kept; new searches from one address meet its allowance", async () => {
    const browser = new Browser(server.baseUrl, { "x-forwarded-for": "198.51.100.70" });
    for (let index = 0; index < 10; index += 1) {
      const answer = await browser.get("/sign-up/search/countries?q=Fra");
      expect(answer.status).toBe(200);
      expect(JSON.stringify(await answer.json())).toContain("Francia");
    }
    const statuses: number[] = [];
    for (const text of ["Ger", "Spa", "Por", "Bel", "Aus", "Sve", "Nor"]) statuses.push((await browser.get(`/sign-up/search/countries?q=${text}`)).status);
    // One call went out for "Fra"; four more fit in the allowance of 5 a minute.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
    const refused = await browser.get("/sign-up/search/cities?q=Mil");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("Troppe richieste");
    // Another address has its own allowance, and kept answers cost nothing.
    expect((await new Browser(server.baseUrl, { "x-forwarded-for": "198.51.100.71" }).get("/sign-up/search/cities?q=Mil")).status).toBe(200);
    expect((await browser.get("/sign-up/search/countries?q=Ger")).status).toBe(200);
  });
});
