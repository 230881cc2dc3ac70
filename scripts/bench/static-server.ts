import { readFileSync } from "node:fs";
import http from "node:http";

// The baseline of design §8: a static file served by bare node:http, nothing else. It runs in its own
// process, like the application, so both are measured against the same load generator on the same CPU.
const file = process.env.BENCH_STATIC_FILE;
const port = Number(process.env.PORT);
if (!file || !Number.isInteger(port)) {
  process.stderr.write("BENCH_STATIC_FILE and PORT are required\n");
  process.exit(1);
}
const body = readFileSync(file);
const headers = { "Content-Type": "image/svg+xml", "Content-Length": body.length, "Cache-Control": "no-store" };

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
