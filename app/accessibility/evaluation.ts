/**
 * What the accessibility statement says was measured (issue 25; decision 161). Each figure is what a
 * test suite checks, and tests/unit/shell/accessibility-evaluation.test.ts holds it to the code: the axe
 * version installed, the tags the e2e scan uses. Change a figure only after the run that measured it.
 * How many screens there are is not a figure kept here: the page counts them (screens.server.ts).
 */
export const EVALUATION = {
  /** The day `npm test` last passed with these figures. */
  date: "2026-11-26",
  command: "npm test",
  axeVersion: "4.13.0",
  /** tests/route/scans.test.ts scans every screen state with these tags. */
  axeTags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  /** WCAG criteria axe checks only when asked: 2.5.3, a link's visible words are in its accessible name (issue 46). */
  axeExperimentalRules: ["label-content-name-mismatch"],
} as const;
