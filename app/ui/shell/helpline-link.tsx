import { HelpLinks } from "./help-links";

/**
 * Kept for screens written before issue 12: the helpline alone became the help links (helpline and
 * help-desk), so every screen that showed the helpline now offers both.
 */
export function HelplineLink() {
  return <HelpLinks />;
}
