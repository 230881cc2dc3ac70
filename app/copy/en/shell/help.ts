import type { help as italian } from "../../it/shell/help";
import type { Translation } from "../../translation";

export const help = {
  footerLabel: "Help and information",
  intro: "Need help?",
  // An Italian "numero verde" is free to call from Italian phones: "freephone" is the British word for it.
  helpline: (phone: string) => `Freephone ${phone}`,
  // The number a foreign SIM can call (issue 42 item 3).
  helplineInternational: (phone: string) => `From any country ${phone}`,
  helpdesk: "Email customer support",
  helpdeskLabel: (email: string) => `Email customer support: ${email}`,
  privacy: "Privacy",
  accessibility: "Accessibility",
} as const satisfies Translation<typeof italian>;
