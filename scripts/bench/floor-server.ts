import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

// The browser floor's server (issue 46): the bare app of floor-app/ as React Router's Express adapter
// serves it, with the settings of the product's that reach the browser: gzip, and immutable assets.
const build = process.env.BENCH_FLOOR_BUILD;
const port = Number(process.env.PORT);
if (!build || !Number.isInteger(port)) {
  process.stderr.write("BENCH_FLOOR_BUILD and PORT are required\n");
  process.exit(1);
}
const serverBuild = (await import(pathToFileURL(path.join(build, "server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(build, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(path.join(build, "client"), { maxAge: "1h", index: false }));
app.all("/{*path}", createRequestHandler({ build: serverBuild, mode: "production" }));
app.listen(port, "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
