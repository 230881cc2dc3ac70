import type { root as italian } from "../../it/signUpFinalization/root";
import type { Translation } from "../../translation";

export const root = {
  title: "Complete your registration",
  intro:
    "The mobile number you gave us is linked to a registration that is not complete yet. Check your details and continue: we will send you a code by text message to verify the number.",
  summaryLabel: "Your details",
  name: "Full name",
  email: "Email address",
  mobile: "Mobile",
  missing: "not given",
  submit: "Continue",
  otherNumber: "Use a different mobile number",
} as const satisfies Translation<typeof italian>;
