import type { commonPassword as italian } from "../it/commonPassword";
import type { Translation } from "../translation";

export const commonPassword = {
  refused: "This password is one of the most common and easiest to guess: choose a different one.",
} as const satisfies Translation<typeof italian>;
