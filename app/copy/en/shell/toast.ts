import type { toast as italian } from "../../it/shell/toast";
import type { Translation } from "../../translation";

export const toast = {
  regionLabel: "Notifications",
  close: "Close notification",
  genericError: "Something went wrong",
} as const satisfies Translation<typeof italian>;
