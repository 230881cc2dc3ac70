import type { Server } from "node:http";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpstreamClient } from "../../../app/upstream/client.server";
import type { ReferenceApi } from "../../../reference-api/app";
import { createReferenceApi } from "../../../reference-api/app";
import { migratedImage } from "../../../reference-api/data-template";
import { checkUpstream } from "../../../scripts/contract/check";
import { runContractCli } from "../../../scripts/contract/cli";

// Issue 43 item 3: the embedded reference API is held to the contract `npm run contract` checks a real
// upstream against, and the check names the call and the field of an upstream that answers otherwise.
let api: ReferenceApi;
let server: Server;
let origin: string;

beforeAll(async () => {
  api = await createReferenceApi({ appEnv: "Test", database: { kind: "memory", image: await migratedImage() } });
  const app = express();
  app.use("/reference-api", api.handler);
  // The same API with three calls answered otherwise, and a login that refuses a post without a token.
  const stub = express.Router({ caseSensitive: false });
  stub.get("/v2/Configuration/SearchNazioni", (_req, res) => void res.json({ Success: true }));
  stub.post("/v2/SignUp/ValidateEmail", (_req, res) => void res.json({ Success: false, CodeError: "EMAIL_ON_FIRE", MessageError: "?" }));
  stub.get("/v2/Configuration/SearchComuni", (_req, res) =>
    void res.json({ Success: true, Comuni: [{ IdComune: 1, NomeComune: "Milano", SiglaProvincia: "MI", Cap: "20121", Regione: "Lombardia" }] }),
  );
  stub.post("/v2/Login/Login", express.json(), (req, res, next) => {
    if (req.body?.["g-recaptcha-response"]) return next();
    res.status(400).json({ Success: false, CodeError: "INVALID_RECAPTCHA", MessageError: "?" });
  });
  app.use("/stub", stub, api.handler);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  // The check's keep-alive sockets would hold close() for seconds.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
});

async function cli(...argv: string[]) {
  const lines: string[] = [];
  const exitCode = await runContractCli(argv, (line) => lines.push(...line.split("\n")), {});
  return { exitCode, output: lines.join("\n"), row: (name: string) => lines.find((line) => line.split(/\s{2,}/)[1] === name) ?? "" };
}

describe("npm run contract (issue 43)", { timeout: 20_000 }, () => {
  it("the reference API passes with 0 mismatches, sends nothing and creates no account", async () => {
    const outboxBefore = await api.outbox();
    const report = await checkUpstream({ baseUrl: `${origin}/reference-api`, culture: "it", appEnv: "Test", timeoutMs: 5000 });
    expect(report.rows.filter((row) => !row.ok)).toEqual([]);
    expect(report.rows.map((row) => row.name)).toEqual([
      "getConsentsConfiguration",
      "searchNazioni",
      "searchComuni",
      "getToponym",
      "getInvoiceSendingMode",
      "anti-forgery round trip",
      "login",
      "token-less login",
      "validateEmail",
      "validatePassword",
      "validateCell",
    ]);
    expect(report.rows.find((row) => row.name === "token-less login")?.verdict).toMatch(/^judged \(WRONG_CREDENTIALS\)/);
    expect(await api.outbox()).toEqual(outboxBefore);

    // The e-mail and the number the check used are still free: no account took them.
    const body = (path: string) => JSON.parse(report.exchanges.find((exchange) => exchange.url.endsWith(path))!.body!) as Record<string, string>;
    const client = createUpstreamClient({ baseUrl: `${origin}/reference-api`, appEnv: "Test", clientName: "t", clientVersion: "1", culture: "it", relaySecret: "s".repeat(32) });
    const login = body("/v2/Login/Login");
    expect(await client.validateEmail({ cookies: null }, { Email: login.Username! })).toMatchObject({ ok: true });
    const cell = body("/v2/SignUp/ValidateCell");
    expect(await client.validateCell({ cookies: null }, { PrefixCell: cell.PrefixCell!, Cell: cell.Cell! })).toMatchObject({ ok: true });
  });

  it("prints one row per call and a summary, and exits 0", async () => {
    const { exitCode, output, row } = await cli(`${origin}/reference-api`, "--app-env", "Test", "--culture", "en");
    expect(exitCode).toBe(0);
    expect(output).toContain("Culture en-GB");
    expect(row("login")).toMatch(/^ok\s+login\s+POST \/v2\/Login\/Login\s+200\s+\d+ ms\s+ok \(WRONG_CREDENTIALS\)$/);
    expect(output).toContain("11 rows: 11 ok, 0 mismatches.");
  });

  it("an upstream answering otherwise: the call and the field are named, and the exit is non-zero", async () => {
    const { exitCode, output, row } = await cli(`${origin}/stub`, "--app-env", "Test");
    expect(exitCode).toBe(1);
    expect(row("searchNazioni")).toMatch(/^FAIL .*missing fields: Nazioni$/);
    expect(row("validateEmail")).toMatch(/^FAIL .*unknown CodeError EMAIL_ON_FIRE$/);
    expect(row("searchComuni")).toMatch(/^FAIL .*unexpected fields: Comuni\[0\]\.Regione$/);
    expect(row("token-less login")).toMatch(/^FAIL .*refused for the missing token \(INVALID_RECAPTCHA\): customers without JavaScript/);
    expect(row("login")).toMatch(/^ok /);
    expect(output).toContain("11 rows: 7 ok, 4 mismatches.");
    // A field the contract does not list can be let through; a missing one cannot.
    const lenient = await cli(`${origin}/stub`, "--app-env", "Test", "--allow-unexpected-fields");
    expect(lenient.row("searchComuni")).toMatch(/^ok /);
    expect(lenient.row("searchNazioni")).toMatch(/^FAIL /);
  });

  it("a closed port: each call says so within its timeout, without a stack trace", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const started = Date.now();
    const { exitCode, output, row } = await cli(`http://127.0.0.1:${port}/reference-api`, "--timeout", "1000");
    expect(exitCode).toBe(1);
    expect(Date.now() - started).toBeLessThan(11 * 1000);
    for (const name of ["getConsentsConfiguration", "getToponym", "login", "validateCell"]) {
      expect(row(name)).toMatch(/no answer: connection refused \(ECONNREFUSED\)$/);
    }
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("--dry-run sends nothing and prints no cookie, token or password", async () => {
    const outboxBefore = await api.outbox();
    const { exitCode, output } = await cli("--dry-run", "http://127.0.0.1:9/unreachable");
    expect(exitCode).toBe(0);
    expect(output).toContain("POST http://127.0.0.1:9/unreachable/v2/Login/Login");
    expect(output).toContain("X-XSRF-TOKEN: ‹the XSRF-TOKEN cookie's value›");
    expect(output).toMatch(/"Password":"‹random›"/);
    expect(output).not.toContain("dry-run;");
    expect(output).toMatch(/registerAccount: creates an account/);
    expect(await api.outbox()).toEqual(outboxBefore);
  });
});
