import { connect } from "node:net";
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

/**
 * A request written byte for byte on a socket of its own, the answer read until the server closes:
 * for what no HTTP client sends (a Host named twice, an empty Host line). The request should say
 * `Connection: close`.
 */
export function rawExchange(baseUrl: string, request: string): Promise<{ status: number; head: string; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const end = text.indexOf("\r\n\r\n");
      const head = end === -1 ? text : text.slice(0, end);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: end === -1 ? "" : text.slice(end + 4) });
    });
    socket.write(request);
  });
}
