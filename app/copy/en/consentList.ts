import type { consentList as italian } from "../it/consentList";
import type { Translation } from "../translation";

export const consentList = {
  required: "(required)",
  optional: "(optional)",
} as const satisfies Translation<typeof italian>;
