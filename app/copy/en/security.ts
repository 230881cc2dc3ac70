import type { security as italian } from "../it/security";
import type { Translation } from "../translation";

// Each refusal says what happened and what to do; a limit's wait is said once.
export const security = {
  expiredForm:
    "This page expired for security reasons. We have kept the details you entered, except passwords: select the button again to send them.",
  back: "Go back",
  home: "Go to your account area",
  resetPassword: "Reset your password",
  wait: (wait: string) => `You can try again in ${wait}.`,
  smsWait: (wait: string) => `You can request another one in ${wait}.`,
  tooMany: {
    title: "Too many requests",
    happened: "Too many requests have come from this network in a short time: for security, we have paused them.",
  },
  dailyCap: {
    title: "Daily limit reached",
    happened: "Too many requests have come from this network today: for security, we have paused them.",
  },
  loginLocked: {
    title: "Sign-in temporarily paused",
    happened: "There have been too many failed attempts to sign in to this account: to protect it, we have paused sign-in.",
  },
  loginLockedTodo: (wait: string) => `You can try again in ${wait}, or choose a new password now.`,
  smsCappedNumber: { title: "Too many text messages requested", happened: "We have already sent a lot of text messages to this number." },
  smsCappedAddress: { title: "Too many text messages requested", happened: "A lot of text messages have been requested from this network in a short time." },
  probeCapped: {
    title: "Too many checks",
    happened: "You have checked a lot of addresses and numbers in a short time: to protect our customers' accounts, we have paused checks.",
  },
  unavailable: {
    title: "Service temporarily unavailable",
    happened: "We cannot check your request at the moment.",
    todo: "Try again in a few minutes.",
  },
  forbidden: {
    title: "Request refused",
    happened: "Your request did not seem to come from a page of the account area, so for security we did not carry it out.",
    todo: "Go back to the page and send the form again.",
  },
  tooLarge: {
    title: "Request too large",
    happened: "The details you sent are larger than we can accept.",
    todo: "Go back to the page, check the details you entered and try again.",
  },
  unsupportedType: {
    title: "Request format not supported",
    happened: "The form arrived in a format we cannot read.",
    todo: "Go back to the page and send the form again.",
  },
  badRequest: {
    title: "Invalid request",
    happened: "The address or the details of the request are not valid.",
    todo: "Go back to the page and try again.",
  },
  requestTimeout: {
    title: "Request timed out",
    happened: "The request arrived too slowly.",
    todo: "Check your connection and try again.",
  },
  methodNotAllowed: {
    title: "Method not allowed",
    happened: "This page does not accept this type of request.",
    todo: "Go back to the page and try again.",
  },
  notFound: {
    title: "Page not found",
    happened: "The page does not exist or has been removed.",
    todo: "Check the address, or start from your account area.",
  },
  serverError: {
    title: "Something went wrong",
    happened: "We could not complete your request.",
    todo: "Try again in a few minutes. If the problem continues, contact us.",
  },
  minutes: (count: number) => (count <= 1 ? "1 minute" : `${count} minutes`),
  hours: (count: number) => (count <= 1 ? "1 hour" : `${count} hours`),
} as const satisfies Translation<typeof italian>;
