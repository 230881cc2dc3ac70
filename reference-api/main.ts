import express from "express";
import type { AppEnv } from "./app";
import { createReferenceApi, DEFAULT_DATABASE_DIR } from "./app";
import { journal } from "./journal";

const APP_ENVS: readonly AppEnv[] = ["Dev", "Test", "Cld", "Prod"];

function appEnvFrom(value: string | undefined): AppEnv {
  if (value === undefined || value === "") return "Dev";
  if ((APP_ENVS as readonly string[]).includes(value)) return value as AppEnv;
  throw new Error(`APP_ENV must be one of ${APP_ENVS.join(", ")}, not "${value}"`);
}

const port = Number(process.env.REFERENCE_API_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error("REFERENCE_API_PORT must be a port number");

const appEnv = appEnvFrom(process.env.APP_ENV);
const journalFile = process.env.REFERENCE_API_JOURNAL;
// It names the accounts each call was about: a test's tool, never kept where real customers log in.
if (journalFile && appEnv !== "Dev" && appEnv !== "Test") throw new Error("REFERENCE_API_JOURNAL is for APP_ENV Dev or Test only");

const api = await createReferenceApi({
  appEnv,
  database: { kind: "dir", path: process.env.REFERENCE_API_DATA_DIR || DEFAULT_DATABASE_DIR },
  ...(process.env.RECAPTCHA_SECRET ? { recaptchaSecret: process.env.RECAPTCHA_SECRET } : {}),
  // The same variable as the application's: a front end with a site key sends a token on every call.
  testRecaptchaNeedsToken: Boolean(process.env.RECAPTCHA_SITE_KEY),
  // The web app's host, for the WebOTP line of each SMS code.
  webOtpHost: process.env.PUBLIC_HOST || "localhost",
  // Where people reach it, for the e-mails' links: this listener unless a proxy fronts it.
  publicUrl: process.env.REFERENCE_API_PUBLIC_URL || `http://127.0.0.1:${port}/`,
});

// Served at the root and under /reference-api, so the same upstream URL works whether the API runs
// alone or embedded in the application server.
const app = express();
app.disable("x-powered-by");
if (journalFile) app.use(journal(journalFile));
app.use("/reference-api", api.handler);
app.use(api.handler);
const server = app.listen(port, "127.0.0.1", () => {
  console.log(`reference API listening on http://127.0.0.1:${port}/ (outbox: /outbox)`);
});

async function stop(): Promise<void> {
  server.close();
  await api.close();
  process.exit(0);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
