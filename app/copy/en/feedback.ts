import type { feedback as italian } from "../it/feedback";
import type { Translation } from "../translation";

export const feedback = {
  redirectButton: "Continue",
  siteButton: "Go to the parking website",
  notFound: {
    title: "Page not found",
    description: "The page does not exist or has been removed",
  },
  noCookies: {
    title: "Cookies are turned off",
    description:
      "To use your account area, turn on cookies in your browser. Once you have turned them on, this page will take you back to where you were.",
    retry: "Try again",
    stoppedChecking: "Cookies still seem to be turned off. Once you have turned them on, select “Try again”.",
  },
  // Spec §2's generic error says "close the app": on a web page there is no app to close (issue 42 item 4).
  genericError: {
    title: "Something went wrong",
    description: "Try again in a few minutes. If the problem continues, contact us.",
  },
  serviceUnavailable: {
    title: "Service temporarily unavailable",
    description: "Our service cannot be reached at the moment. This is not a problem with your connection: try again in a few moments.",
  },
  success: {
    title: "Done",
    description: "The operation was completed successfully.",
  },
  failure: {
    title: "Operation not completed",
    description: "We could not complete the operation. Try again later.",
  },
} as const satisfies Translation<typeof italian>;
