import type { pending as italian } from "../../it/shell/pending";
import type { Translation } from "../../translation";

export const pending = {
  default: "Sending…",
} as const satisfies Translation<typeof italian>;
