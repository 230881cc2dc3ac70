// The module a form's behaviour lives in (app/ui/form-judge.ts), fetched once for every form of the
// page, with a form's checks: on first touch, or at once when a refusal shows.
import type * as FormJudge from "../form-judge";

type Judge = typeof FormJudge;

let pending: Promise<Judge> | undefined;

/** The judge, once it has arrived: until then a summary link jumps as a plain link does. */
export let loadedJudge: Judge | undefined;

export function loadJudge(): Promise<Judge> {
  return (pending ??= import("../form-judge").then((judge) => (loadedJudge = judge)));
}
