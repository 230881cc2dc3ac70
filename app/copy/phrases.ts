// Italian phrases built from values (attempts left, a countdown), shared by the areas of app/copy/it/.

/** Attempts left in correct Italian from the number: "resta 1 tentativo", "restano 3 tentativi". */
export function attemptsLeft(count: number): string {
  if (count <= 0) return "non restano altri tentativi";
  return count === 1 ? "resta 1 tentativo" : `restano ${count} tentativi`;
}

/** A refused one-time code, with the attempts the upstream says are left when it says so. */
export function codeRejected(attempts?: number | null): string {
  return attempts === undefined || attempts === null ? "Codice non valido" : `Codice non valido: ${attemptsLeft(attempts)}.`;
}

/** mm:ss, as the temporary-block countdown shows it (spec §9). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}
