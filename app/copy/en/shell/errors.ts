import type { errors as italian } from "../../it/shell/errors";
import type { Translation } from "../../translation";

export const errors = {
  networkError: {
    title: "Something went wrong",
    description:
      "We could not complete the operation. Check your internet connection and make sure that no anti-spam or security app is blocking messages, then try again.",
  },
  // A website, so "reload", not the generic-error page's "close the app".
  unexpected: {
    title: "Something went wrong",
    description: "Reload the page and try again in a few minutes. If the problem continues, contact us.",
  },
} as const satisfies Translation<typeof italian>;
