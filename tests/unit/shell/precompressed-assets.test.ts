import express from "express";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { precompressedAssets } from "../../../server/precompressed-assets";

const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
const script = "export const greeting = 'Benvenuto';\n".repeat(200);
writeFileSync(path.join(dir, "entry-AbC123.js"), script);
writeFileSync(path.join(dir, "logo-AbC123.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(path.join(tmpdir(), "outside-secret.js"), "secret");

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use("/assets", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y", fallthrough: false }));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ port, path: pathname, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("fingerprinted files gzipped once (issue 13)", () => {
  test("a browser that takes gzip gets the file compressed, typed and cached for good, every time the same", async () => {
    const first = await get("/assets/entry-AbC123.js", { "Accept-Encoding": "gzip, deflate, br" });
    const second = await get("/assets/entry-AbC123.js", { "Accept-Encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(first.headers["cache-control"]).toContain("immutable");
    expect(first.headers.vary).toContain("Accept-Encoding");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(gunzipSync(first.body).toString("utf8")).toBe(script);
    expect(second.body.equals(first.body)).toBe(true);
  });

  test("a HEAD names the length and sends no body", async () => {
    const head = await get("/assets/entry-AbC123.js", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  test("without gzip, or for a binary file, express.static answers the file as it is", async () => {
    const plain = await get("/assets/entry-AbC123.js", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(script);
    const image = await get("/assets/logo-AbC123.png", { "Accept-Encoding": "gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect([...image.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  test("a missing file or a path out of the folder is a 404, never a file from elsewhere", async () => {
    expect((await get("/assets/missing-XyZ.js", { "Accept-Encoding": "gzip" })).status).toBe(404);
    for (const sneaky of ["/assets/..%2Foutside-secret.js", "/assets/%2e%2e/outside-secret.js", "/assets/../outside-secret.js"]) {
      const answer = await get(sneaky, { "Accept-Encoding": "gzip" });
      expect(answer.status, sneaky).not.toBe(200);
      expect(answer.body.toString("utf8")).not.toContain("secret");
    }
  });
});
