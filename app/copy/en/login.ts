import type { login as italian } from "../it/login";
import type { Translation } from "../translation";

export const login = {
  title: "Sign in",
  intro: "Sign in with the email address or mobile number you registered with.",
  username: "Email address or mobile number",
  usernameHint: "You can write your mobile number however you like, with or without the country code: for example +39 340 123 4567.",
  usernameMissing: "Enter your email address or mobile number",
  usernameInvalid: "Enter a valid email address, for example name@example.com, or a mobile number, for example 340 123 4567",
  password: "Password",
  passwordMissing: "Enter your password",
  submit: "Sign in",
  pending: "Signing in…",
  forgotPassword: "Forgotten your password?",
  noAccount: "No account yet?",
  signUp: "Create an account",
} as const satisfies Translation<typeof italian>;
