import { AccountStatus } from "./account-status";
import { FlowRoute, normaliseRoute } from "./routes";

/**
 * The thin registration's steps (spec §2, §4; decision 025), each named by the screen that asks for it,
 * in the order the upstream walks them: check the phone, confirm it, give the e-mail, confirm it, set
 * the password.
 */
export const ThinStep = {
  checkPhone: FlowRoute.signUpFinalization,
  confirmPhone: FlowRoute.verifyMobile,
  validateEmail: FlowRoute.selectEmail,
  confirmEmail: FlowRoute.confirmEmailPin,
  getPassword: FlowRoute.setPassword,
} as const;

export type ThinStep = (typeof ThinStep)[keyof typeof ThinStep];

const steps = new Set<string>(Object.values(ThinStep));

/** The step a screen of sign-up-finalization asks for; select-mobile is the phone check typed anew. */
export function thinStepOf(href: string): ThinStep | null {
  const path = normaliseRoute(href);
  if (path === FlowRoute.selectMobile) return ThinStep.checkPhone;
  return steps.has(path) ? (path as ThinStep) : null;
}

/**
 * Decision 080: a screen opens at the step the flow last sent the browser to, and one step back where the
 * upstream still accepts that step's call (a new number while the code is awaited, CheckPhone accepts
 * confirmPhone; a new address while its code is awaited, CheckEmail accepts confirmEmail). Anything else
 * goes to the step owed: null when `screen` may open, else the path of the owed step.
 */
export function thinScreenRedirect(screen: string, current: ThinStep): ThinStep | null {
  const wanted = thinStepOf(screen);
  if (wanted === current) return null;
  if (wanted === ThinStep.checkPhone && current === ThinStep.confirmPhone) return null;
  if (wanted === ThinStep.validateEmail && current === ThinStep.confirmEmail) return null;
  return current;
}

/** Statuses under which a thin registration is still under way (a temporary block only pauses it). */
export function keepsThinStep(status: number): boolean {
  return status === AccountStatus.uncompleted || status === AccountStatus.temporaryBlocked;
}
