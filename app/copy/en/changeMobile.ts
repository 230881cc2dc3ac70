import type { changeMobile as italian } from "../it/changeMobile";
import type { Translation } from "../translation";

export const changeMobile = {
  title: "Change mobile number",
  intro: "Enter your new number: we will send a code by text message to verify it.",
  current: "Current number:",
  numberLabel: "New mobile number",
  numberMissing: "Enter your new mobile number",
  numberInvalid: "Enter a valid mobile number",
  submit: "Send code",
  sent: "We have sent a code to your new number.",
  back: "Back to verifying your number",
  unexpected: "Something went wrong. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
