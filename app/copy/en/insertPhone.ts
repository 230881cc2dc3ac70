import type { insertPhone as italian } from "../it/insertPhone";
import type { Translation } from "../translation";

export const insertPhone = {
  title: "Add your mobile number",
  intro: "To protect your account, add a mobile number: we will send a code by text message to verify it.",
  numberLabel: "Mobile number",
  numberMissing: "Enter your mobile number",
  numberInvalid: "Enter a valid mobile number",
  submit: "Send code",
  sent: "We have sent you a code by text message.",
  unexpected: "Something went wrong. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
