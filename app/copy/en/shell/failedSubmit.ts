import type { failedSubmit as italian } from "../../it/shell/failedSubmit";
import type { Translation } from "../../translation";

export const failedSubmit = {
  network: "We could not complete the operation. Check your internet connection and try again.",
  server: "The service is not responding at the moment. Try again in a few minutes.",
} as const satisfies Translation<typeof italian>;
