// Said by the server only (decision 160): no screen's component reads this area, so no page loads it.
export const commonPassword = {
  refused: "Questa password è tra le più usate e facili da indovinare: scegline un'altra.",
} as const;
