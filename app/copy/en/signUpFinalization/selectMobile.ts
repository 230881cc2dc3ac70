import type { selectMobile as italian } from "../../it/signUpFinalization/selectMobile";
import type { Translation } from "../../translation";

export const selectMobile = {
  title: "Choose the number to verify",
  intro: "Choose the country code and enter the mobile number of the registration you want to complete: we will send you a code by text message.",
  numberLabel: "Mobile number",
  numberMissing: "Enter your mobile number",
  numberInvalid: "Enter a valid mobile number",
  submit: "Send code",
  back: "Back to your details",
} as const satisfies Translation<typeof italian>;
