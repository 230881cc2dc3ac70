import type { Query } from "./query";
import { withoutParams } from "./query";
import { FlowRoute, isWithin } from "./routes";

/**
 * Where the flags of spec §4 mean something: fs on the sign-up and the confirmations that follow it
 * (changing the number on the way included), fsf inside the sign-up finalization. Anywhere else a flag
 * is a stale leftover — carried into a login by "Torna al login", say — and must not turn a plain
 * login into a sign-up success page (issue 12).
 */
const honouredAt: Record<"fs" | "fsf", readonly string[]> = {
  fs: [FlowRoute.signUp, FlowRoute.confirmMobile, FlowRoute.changeMobile, FlowRoute.confirmEmail],
  fsf: [FlowRoute.signUpFinalization],
};

export function isFlagHonoured(flag: keyof typeof honouredAt, route: string): boolean {
  return honouredAt[flag].some((area) => isWithin(route, area));
}

/** The query as a step at `route` may read it: the flags it does not honour removed. */
export function honouredQuery(route: string, query: Query): Query {
  const stale = (Object.keys(honouredAt) as Array<keyof typeof honouredAt>).filter((flag) => flag in query && !isFlagHonoured(flag, route));
  return stale.length ? withoutParams(query, ...stale) : query;
}
