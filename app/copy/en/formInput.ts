import type { formInput as italian } from "../it/formInput";
import type { Translation } from "../translation";

export const formInput = {
  notText: "The value sent for this field is not valid. Enter it again.",
  prefixInvalid: "Choose a country code from the list",
} as const satisfies Translation<typeof italian>;
