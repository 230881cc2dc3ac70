import { request as httpRequest } from "node:http";

/**
 * A post exactly as written: fetch resolves "..", "." and backslashes in a URL before it sends it,
 * and the tests of issue 20 need the spellings an attacker sends.
 */
export function rawRequest(
  baseUrl: string,
  options: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method: options.method, path: options.target, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}
