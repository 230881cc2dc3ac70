import type * as italian from "../../it/signUpFinalization/codes";
import type { Translation } from "../../translation";

export const codeSent = "We have sent you a code by text message." satisfies Translation<typeof italian.codeSent>;
export const codeAlreadySent =
  "We sent you a code a short while ago: use that one, or request a new one when the waiting time is over." satisfies Translation<
    typeof italian.codeAlreadySent
  >;
/** OTPRequestRemaining after a send (spec §7), in correct English. */
export const requestsLeft = ((count: number) =>
  count <= 0
    ? "That was the last code you can request for now."
    : count === 1
      ? "You can request 1 more code."
      : `You can request ${count} more codes.`) satisfies Translation<typeof italian.requestsLeft>;
