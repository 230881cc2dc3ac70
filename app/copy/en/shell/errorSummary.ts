import type { errorSummary as italian } from "../../it/shell/errorSummary";
import type { Translation } from "../../translation";

export const errorSummary = {
  title: "There is a problem",
  documentTitlePrefix: "Error: ",
} as const satisfies Translation<typeof italian>;
