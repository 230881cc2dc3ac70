import http from "node:http";

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type Ask = {
  port: number;
  path: string;
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string;
  agent?: http.Agent;
  /** A request that hangs must not hang the bench: it fails after this long. */
  timeoutMs?: number;
};

/** One request to 127.0.0.1 (never anywhere else), with the whole body read. */
export function ask({ port, path, method = "GET", headers = {}, body, agent, timeoutMs = 10_000 }: Ask): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        // With no agent, a fresh connection that is closed afterwards: fine for the untimed set-up calls.
        agent: agent ?? false,
        headers: body === undefined ? headers : { ...headers, "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A keep-alive agent with one socket per virtual client, as a browser population would hold. */
export function keepAliveAgent(concurrency: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
}

/** The name=value pairs of Set-Cookie headers, merged into a jar (a later header wins). */
export function mergeCookies(jar: Map<string, string>, setCookie: string[] | undefined): void {
  for (const header of setCookie ?? []) {
    const pair = header.split(";", 1)[0] ?? "";
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    // An expired or emptied cookie is how a server deletes it.
    if (value === "" || /;\s*max-age=0\b/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
}

export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
