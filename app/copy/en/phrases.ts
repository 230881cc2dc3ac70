// English phrases built from values (attempts left, a countdown), shared by the areas of app/copy/en/.
import type * as italian from "../phrases";
import type { Translation } from "../translation";

/** Attempts left in correct English from the number: "1 attempt left", "3 attempts left". */
export const attemptsLeft = ((count: number): string => {
  if (count <= 0) return "no attempts left";
  return count === 1 ? "1 attempt left" : `${count} attempts left`;
}) satisfies Translation<typeof italian.attemptsLeft>;

/** A refused one-time code, with the attempts the upstream says are left when it says so. */
export const codeRejected = ((attempts?: number | null): string =>
  attempts === undefined || attempts === null ? "The code is incorrect" : `The code is incorrect: ${attemptsLeft(attempts)}.`) satisfies Translation<
  typeof italian.codeRejected
>;

/** mm:ss, as the temporary-block countdown shows it (spec §9): the same digits in every language. */
export const formatCountdown = ((totalSeconds: number): string => {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}) satisfies Translation<typeof italian.formatCountdown>;
