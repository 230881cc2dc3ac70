import type { MiddlewareFunction } from "react-router";
import { contextOf, type RequestContext } from "../request-context";
import type { ScreenPolicy } from "../screen-policy";
import { counted, refuseWith } from "./metered.server";

/**
 * A screen's declaration, as its route module's `middleware` export (issue 40, design §7):
 * `export const middleware = [screen({ bucket: "strict", login: true, sms: "account" })]`. It holds for
 * the screen's loader and action alike; the pipeline reads it from the request's context. A post is
 * counted here, per address, in the bucket the screen declares.
 */
export function screen(policy: ScreenPolicy): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const made = contextOf(context);
    made.screen = policy;
    if (request.method === "POST") await countPost(made);
    return next();
  };
}

/**
 * Counts a post once in its screen's bucket (strict also against the address's daily cap). The gate
 * calls it too, so a post to a route that declares nothing is counted strict (the safe side).
 */
export async function countPost(made: RequestContext): Promise<void> {
  if (made.counted) return;
  made.counted = true;
  const refused = await counted(made, () => made.throttle.spendBucket(made.screen.bucket));
  if (refused) refuseWith(made, { kind: refused.limit, waitMs: refused.waitMs });
}
