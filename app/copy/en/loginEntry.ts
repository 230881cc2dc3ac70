import type { loginEntry as italian } from "../it/loginEntry";
import type { Translation } from "../translation";

export const loginEntry = {
  title: "Sign in from the parking website",
  description:
    "This sign-in page opens from the parking website or app, which tells it where to take you after you sign in. Go to the website and choose “Sign in” there.",
  siteLink: "Go to the parking website",
  noSite: "Go back to the parking website or app you came from and choose “Sign in” there.",
} as const satisfies Translation<typeof italian>;
