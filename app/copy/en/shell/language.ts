import type { language as italian } from "../../it/shell/language";
import type { Translation } from "../../translation";

export const language = {
  code: "en",
  // British English: the customers reading it are foreign drivers, mostly from Europe.
  intl: "en-GB",
  /** The footer's link to the other language, written in that language. */
  other: { code: "it", label: "Italiano", hint: "Leggi questa pagina in italiano" },
} as const satisfies Translation<typeof italian>;
