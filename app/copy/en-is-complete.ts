// The whole English module against the whole Italian one (issue 25): each area's `satisfies` catches a
// wrong key in it, but only this catches an area, a phrase or a signUpFinalization screen left out of en.ts.
import type * as en from "./en";
import type * as it from "./it";
import type { Translation } from "./translation";

type Holds<A extends B, B> = A;
export type EnglishIsComplete = Holds<typeof en, Translation<typeof it>>;
