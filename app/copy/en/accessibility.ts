import type { accessibility as italian } from "../it/accessibility";
import type { Translation } from "../translation";

// The accessibility statement (issue 25): the Italian one is the legal text AgID's model asks for; this
// says the same for readers of the English pages.
export const accessibility = {
  title: "Accessibility statement",
  intro:
    "We are committed to making the account area accessible to everyone, as required by Italian Law no. 4 of 9 January 2004 and Directive (EU) 2016/2102. This statement covers the account area's pages for signing in, registering and recovering your account.",
  statusHeading: "Compliance status",
  status:
    "The account area is partially compliant with the requirements of Annex A to the standard UNI CEI EN 301549 and with WCAG 2.2 level AA, for the reasons listed below under “Non-accessible content”.",
  limitsHeading: "Non-accessible content",
  limits: [
    "Codes sent by text message or email expire after 10 minutes, to keep your account secure: you can always request a new one.",
    "When it is active, Google reCAPTCHA is an external service that we cannot change: if it gets in your way, contact customer support.",
    "We have not yet tested the account area with people who use assistive technologies: automated checks do not find every problem.",
  ],
  methodHeading: "Preparation of this statement",
  drawnUp: (day: string) => `This statement was prepared on ${day} by self-assessment, that is, from checks we carried out ourselves. It was last reviewed on ${day}.`,
  methodIntro: "How we checked the account area:",
  method: (pages: number) => [
    `we checked all ${pages} pages, including when they show error messages, with automated tools against the WCAG 2.2 level A and AA success criteria: they found no problems;`,
    "we checked that the code of every page is valid;",
    "we completed every journey (signing in, registering, codes by text message and email, recovering a password, consents) with JavaScript turned off as well;",
    "we repeat these checks before every update of the account area.",
  ],
  errorsNote: "Error messages appear next to the field and are summarised at the top of the form; while the form has errors, the page title starts with “Error:”.",
  reportHeading: "Feedback and contact details",
  report: "If something stops you from using the account area, or you find content that is not accessible, write to us or call us: we will reply within 30 days.",
  appealHeading: "Enforcement procedure",
  appeal: "If you are not satisfied with our reply, or you do not get one within 30 days, you can report the problem to AgID, the Agency for Digital Italy, with",
  appealLink: "AgID's reporting form",
} as const satisfies Translation<typeof italian>;
