import { getConfig, upstreamBaseUrl } from "../config.server";
import { createUpstreamClient, type UpstreamClient } from "./client.server";
import { observedUpstream } from "./observed.server";
import { pooledFetch } from "./pooled-fetch.server";

let client: UpstreamClient | undefined;

/** The one upstream client of this process, configured from the environment. */
export function upstream(): UpstreamClient {
  if (!client) {
    const config = getConfig();
    client = observedUpstream(createUpstreamClient({
      baseUrl: upstreamBaseUrl(config),
      appEnv: config.appEnv,
      clientName: "area-riservata",
      clientVersion: "1.0.0",
      culture: "it",
      fetch: pooledFetch,
      // Decision 124: as many as a burst of first posts takes before their replacements arrive.
      primerStock: 16,
    }));
  }
  return client;
}
