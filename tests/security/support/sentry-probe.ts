/**
 * Run by tests/security/sentry-process.test.ts in a process of its own: starts Sentry as the server
 * does (or with the SDK's defaults, `defaults` argument), serves one request and reports one error,
 * then prints what is left switched on. Node's promise hooks are on when an awaited continuation
 * sees a non-zero executionAsyncId (decision 126's probe).
 */
import { executionAsyncId } from "node:async_hooks";
import diagnostics from "node:diagnostics_channel";
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as Sentry from "@sentry/react-router";
import { sentryServerOptions } from "../../../server/sentry";

const listen = (server: http.Server) => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

let envelopes = 0;
const sink = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    envelopes += 1;
    res.end("{}");
  });
});
const dsn = `http://publickey@127.0.0.1:${await listen(sink)}/1`;
Sentry.init(process.argv[2] === "defaults" ? { dsn, tracesSampleRate: 0.05 } : sentryServerOptions(Sentry, dsn, "Test"));

const app = http.createServer((_req, res) => res.end("ok"));
await (await fetch(`http://127.0.0.1:${await listen(app)}/`)).text();
Sentry.captureException(new Error("probe"));
await Sentry.flush(5000);
await null;
console.log(
  JSON.stringify({
    asyncId: executionAsyncId(),
    incomingRequestSubscribers: diagnostics.hasSubscribers("http.server.request.start"),
    integrations: Sentry.getClient()?.getOptions().integrations.map((integration) => integration.name),
    envelopes,
  }),
);
process.exit(0);
