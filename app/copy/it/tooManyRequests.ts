export const tooManyRequests = {
  title: "Troppe richieste",
  description: "Hai fatto troppi tentativi in poco tempo. Per sicurezza abbiamo sospeso le richieste da questo dispositivo.",
  wait: (minutes: number) => `Potrai riprovare tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
  back: "Torna indietro",
} as const;
