import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { Client, startApi, STARTUP_TIMEOUT } from "./helpers";

let h: Harness;
let client: Client;
beforeAll(async () => {
  h = await startApi();
  client = new Client(h.baseUrl);
}, STARTUP_TIMEOUT);
afterAll(() => h.close());

describe("reference data", () => {
  it("GET GetConsentsConfiguration: a required privacy consent and optional marketing and profiling", async () => {
    const answer = await client.get("/v2/Configuration/GetConsentsConfiguration");
    expect(answer.body.Success).toBe(true);
    const consents = answer.body.ConsentConfiguration as Array<Record<string, unknown>>;
    expect(consents.map((c) => [c.ConsentCode, c.Required, c.Order])).toEqual([
      ["PRIVACY", true, 1],
      ["MARKETING", false, 2],
      ["PROFILING", false, 3],
    ]);
    expect(consents.every((c) => typeof c.Label === "string" && (c.Label as string).length > 10)).toBe(true);
  });

  it("POST GetToponym: Via first and default", async () => {
    const answer = await client.post("/v2/Account/GetToponym");
    const list = answer.body.ToponymList as Array<Record<string, unknown>>;
    expect(list[0]).toEqual({ Toponym: "Via", Id: 1, Default: true });
    expect(list.filter((t) => t.Default)).toHaveLength(1);
    expect(list.map((t) => t.Toponym)).toEqual(expect.arrayContaining(["Viale", "Piazza", "Corso"]));
  });

  it("POST GetInvoiceSendingMode", async () => {
    const answer = await client.post("/v2/Configuration/GetInvoiceSendingMode");
    expect(answer.body.InvoiceSendingModeList).toEqual([
      { Id: 1, InvoiceSendingMode: "E-mail" },
      { Id: 2, InvoiceSendingMode: "PEC" },
      { Id: 3, InvoiceSendingMode: "Codice destinatario SDI" },
    ]);
  });

  it("GET SearchNazioni finds countries by their Italian names, accents and case ignored", async () => {
    const answer = await client.get("/v2/Configuration/SearchNazioni?TextSearch=ital");
    expect(answer.body.Nazioni).toEqual([{ CodiceNazione: "IT", Descrizione: "Italia", SiglaNazione: "ITA" }]);
    const germany = await client.get("/v2/Configuration/SearchNazioni?TextSearch=GERM");
    expect((germany.body.Nazioni as Array<Record<string, unknown>>)[0]).toMatchObject({ CodiceNazione: "DE", Descrizione: "Germania" });
    const all = await client.get("/v2/Configuration/SearchNazioni?TextSearch=");
    expect((all.body.Nazioni as unknown[]).length).toBeGreaterThan(190);
  });

  it("GET SearchComuni: Roma with province and generic CAP; accents ignored; names starting with the text first", async () => {
    const roma = await client.get("/v2/Configuration/SearchComuni?TextSearch=Roma");
    expect((roma.body.Comuni as unknown[])[0]).toEqual({ IdComune: "058091", NomeComune: "Roma", SiglaProvincia: "RM", Cap: "00100" });
    const cantu = await client.get(`/v2/Configuration/SearchComuni?TextSearch=${encodeURIComponent("cantu")}`);
    expect(cantu.body.Comuni).toContainEqual({ IdComune: "013041", NomeComune: "Cantù", SiglaProvincia: "CO", Cap: "22063" });
    const mil = await client.get("/v2/Configuration/SearchComuni?TextSearch=mil");
    const names = (mil.body.Comuni as Array<{ NomeComune: string }>).map((c) => c.NomeComune);
    expect(names[0]?.toLowerCase().startsWith("mil")).toBe(true);
    expect(names.length).toBeLessThanOrEqual(20);
  });

  it("GET SearchComuni needs two letters", async () => {
    expect((await client.get("/v2/Configuration/SearchComuni?TextSearch=r")).body).toEqual({ Success: true, Comuni: [] });
    expect((await client.get("/v2/Configuration/SearchComuni")).body).toEqual({ Success: true, Comuni: [] });
  });
});
