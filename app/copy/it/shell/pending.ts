export const pending = {
  default: "Invio in corso…",
} as const;
