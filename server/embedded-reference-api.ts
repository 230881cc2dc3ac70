import path from "node:path";
import { nowDate } from "../app/clock.server";
import type { Config } from "../app/config.server";
import { createReferenceApi, type ReferenceApi } from "../reference-api/app";
import type { Logger } from "./logger";

/**
 * The reference API the product embeds under /reference-api when no UPSTREAM_API_URL is set (never in
 * Prod), as server/main.ts starts it and the route tests do: one place for its options. Imported
 * dynamically by main.ts, so a production start never loads the reference API.
 */
export function startEmbeddedReferenceApi(config: Config, logger: Logger): Promise<ReferenceApi> {
  return createReferenceApi({
    appEnv: config.appEnv,
    database: { kind: "dir", path: path.join(config.dataDir, "reference-api") },
    logError: (fields) => logger.debug({ referenceApi: fields }, "reference API error"),
    webOtpHost: config.publicHost,
    // Mounted under /reference-api at the app's configured origin (decision 162), not the request's Host.
    publicUrl: `${config.publicOrigin}/reference-api/`,
    // With a site key every post should carry Google's token: a missing one is refused, as upstream (decision 140).
    testRecaptchaNeedsToken: Boolean(config.recaptchaSiteKey),
    // The application's clock: a test that moves it (Dev/Test, decision 152) moves both sides' locks.
    now: nowDate,
  });
}
