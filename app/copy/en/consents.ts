import type { consents as italian } from "../it/consents";
import type { Translation } from "../translation";

/**
 * The first words of a long label, marked as cut when they are not all of it. The Italian area keeps its
 * own copy private, and importing it here would put Italian copy in the English bundle.
 */
function opening(label: string, words = 5): string {
  const all = label.trim().split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}

export const consents = {
  title: "Consents",
  intro: "To keep using the service, review your consents. The required ones are marked.",
  legend: "Your consents",
  /** Where the form requires several consents, the summary tells which by its opening words (issue 21). */
  missing: (label: string, requiredCount: number) =>
    requiredCount > 1 ? `To continue, you must accept the required consent “${opening(label)}”` : "To continue, you must accept the required consent",
  submit: "Confirm and continue",
  unexpected: "We could not save your consents. Try again in a few moments.",
  unavailable: "We could not load the consents. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
