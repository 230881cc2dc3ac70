import http from "node:http";

export type StubUpstream = { port: number; logins: () => number; close: () => Promise<void> };

/**
 * The upstream for the login-post measurement: the two calls a login makes, the login answered after
 * a fixed delay, so whatever the product adds on top of that delay is its own time.
 */
export function startStubUpstream(loginDelayMs: number): Promise<StubUpstream> {
  let logins = 0;
  const server = http.createServer((req, res) => {
    // The body must be read before answering, or the keep-alive connection cannot be reused.
    req.resume();
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (req.method === "GET" && url.pathname === "/v2/Configuration/GetConsentsConfiguration") {
        res.writeHead(200, { "Content-Type": "application/json", "Set-Cookie": "XSRF-TOKEN=t; Path=/" });
        res.end(JSON.stringify({ Success: true, ConsentConfiguration: [] }));
        return;
      }
      if (req.method === "POST" && url.pathname === "/v2/Login/Login") {
        logins += 1;
        setTimeout(() => {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ Success: true, CodeError: null, UrlRedirect: "https://parcheggi.example.it/" }));
        }, loginDelayMs);
        return;
      }
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ Success: false, CodeError: "NotFound" }));
    });
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (typeof address !== "object" || !address) return reject(new Error("stub upstream has no port"));
      resolve({
        port: address.port,
        logins: () => logins,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
