// The client's site (https://parcheggi.example.it) as the end-to-end browsers reach it: Chromium resolves
// its name to this server (playwright.config.ts, --host-resolver-rules) and trusts its test certificate,
// made for this name only and committed with it. A real server, not an interception of the browser's
// requests: Playwright's routing turns off the browser's cache and sends every request of the context
// through the runner, which cost the suite more CPU than its scans (decision 165).
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { CLIENT_SITE_PORT } from "../servers";

const here = new URL(".", import.meta.url);
const page = "<!doctype html><title>Parcheggi</title><h1>Sito del cliente</h1>";

createServer({ key: readFileSync(new URL("key.pem", here)), cert: readFileSync(new URL("cert.pem", here)) }, (request, response) => {
  // Whatever it is sent, as the stand-in always did: a post's body is read and dropped.
  request.resume();
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(page);
}).listen(CLIENT_SITE_PORT, "127.0.0.1");
