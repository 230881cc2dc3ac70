import type { accessibility as italian } from "../it/accessibility";
import type { Translation } from "../translation";

// The accessibility statement (issue 25): the Italian one is the legal text AgID's model asks for; this
// says the same for readers of the English pages.
export const accessibility = {
  title: "Accessibility statement",
  intro:
    "We want the account area to be usable by everyone, as required by Italian Law no. 4 of 9 January 2004 and Directive (EU) 2016/2102. This statement covers the pages for signing in, registering and recovering your account.",
  statusHeading: "Compliance status",
  status:
    "The account area is partially compliant with the requirements of the standard UNI CEI EN 301549 and with WCAG 2.2 level AA: the checks carried out so far are automated, and the known limitations are listed below.",
  methodHeading: "How we checked it",
  method: (screens: number, axeVersion: string) => [
    `Each of the ${screens} screens, in every state our tests reach (including with errors in the fields), is checked with axe-core ${axeVersion} against the WCAG 2.0, 2.1 and 2.2 level A and AA success criteria and best practices: no issues found.`,
    "The HTML of every screen is validated: no errors.",
    "Every journey (signing in, registering, codes by text message and email, recovering a password, consents) is completed in Chromium with JavaScript turned on and with JavaScript turned off.",
    "Error messages appear next to the field and are summarised at the top of the form; the page title starts with “Error:” while the form has errors.",
  ],
  commandNote: (command: string) => `The checks are repeated after every change with the command ${command}.`,
  limitsHeading: "Known limitations",
  limits: [
    "Codes sent by text message or email expire after 10 minutes, to keep your account secure: you can always request a new one.",
    "When it is active, Google reCAPTCHA is an external service that we cannot change: if it gets in your way, contact customer support.",
    "We have not yet carried out testing with people who use assistive technologies: automated checks do not find every problem.",
  ],
  reportHeading: "Report a problem",
  report: "If something stops you from using the account area, write to us or call us: we will reply within 30 days.",
  appeal: "If you are not satisfied with our reply, or you do not get one within 30 days, you can report the problem to AgID, the Agency for Digital Italy:",
  appealLink: "AgID's reporting form",
  dateHeading: "Date",
  date: (day: string) => `Last assessed: ${day}. Statement prepared on ${day}.`,
} as const satisfies Translation<typeof italian>;
