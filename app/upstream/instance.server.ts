import { now } from "../clock.server";
import { getConfig, upstreamBaseUrl } from "../config.server";
import { BUILD_LANGUAGE } from "../language";
import { createUpstreamClient, type UpstreamClient } from "./client.server";
import { observedUpstream } from "./observed.server";
import { pooledFetch } from "./pooled-fetch.server";
import { withReferenceCache } from "./reference-lists.server";

/** How long a reference list is kept (decision 180): minutes, as the upstream's configuration changes rarely. */
export const REFERENCE_LIST_TTL_MS = 5 * 60_000;

/** How long a GET call may take, retries included (decision 014). */
export const GET_DEADLINE_MS = 4_000;

/**
 * How long a post's call may take, its anti-forgery priming GET and retries included: the same bound as
 * a page's (issue 42 item 9, decision 187), so that with the upstream down a post without JavaScript is
 * answered as soon as a page is, not after ~7 s.
 */
export const POST_DEADLINE_MS = GET_DEADLINE_MS;

let client: UpstreamClient | undefined;

/** The one upstream client of this process, configured from the environment. */
export function upstream(): UpstreamClient {
  if (!client) {
    const config = getConfig();
    // Outside the observer: a kept answer is no upstream call, for the metrics or the auth events.
    client = withReferenceCache(observedUpstream(createUpstreamClient({
      baseUrl: upstreamBaseUrl(config),
      appEnv: config.appEnv,
      relaySecret: config.sessionSecret,
      clientName: "area-riservata",
      clientVersion: "1.0.0",
      // The customer's language: this build's (spec §7 sends it as Culture).
      culture: BUILD_LANGUAGE,
      fetch: pooledFetch,
      // Issue 25 item 6: a page's GET gives up after its third try (+0.5 s, +2.5 s) when the upstream
      // refuses connections, and at 4 s when it does not answer, not at ~7 s (decision 014); issue 42
      // item 9: a post too (decision 187). Spec §9's retries stand: the bound only cuts the last waits.
      deadlineMs: POST_DEADLINE_MS,
      getDeadlineMs: GET_DEADLINE_MS,
      // Decision 124: as many as a burst of first posts takes before their replacements arrive.
      primerStock: 16,
    })), { now, ttlMs: REFERENCE_LIST_TTL_MS, maxEntries: 500 });
  }
  return client;
}
