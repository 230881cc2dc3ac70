import type { Consent } from "../forms/consents-schema";
import type { RouteArgs } from "../request-context";
import { upstream } from "../upstream/instance.server";
import { relaySetCookies } from "../upstream/request-context.server";
import { pageUpstreamContext } from "./metered.server";
import { requireReachable } from "./answer.server";

/**
 * The consents of GetConsentsConfiguration (spec §7) in their `Order`, with their `Label`. Read for the
 * page and again for the post, so a tampered form cannot decide which consents are required.
 */
export async function loadConsents(args: RouteArgs): Promise<{ consents: Consent[] | null; headers: Headers }> {
  const result = await upstream().getConsentsConfiguration(pageUpstreamContext(args));
  requireReachable(result, args.request);
  const headers = relaySetCookies(new Headers(), result);
  if (!result.ok) return { consents: null, headers };
  const consents = [...result.data.ConsentConfiguration]
    .sort((a, b) => a.Order - b.Order)
    .map((item) => ({ code: item.ConsentCode, label: item.Label, required: item.Required }));
  return { consents, headers };
}
