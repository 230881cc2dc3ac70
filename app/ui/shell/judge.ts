// The module a form's behaviour lives in (app/ui/form-judge.ts), fetched once for every form of the
// page, with a form's checks: on first touch, or at once when a refusal shows.
import type * as FormJudge from "../form-judge";

let pending: Promise<typeof FormJudge> | undefined;

export function loadJudge(): Promise<typeof FormJudge> {
  return (pending ??= import("../form-judge"));
}
