// The thin registration (spec §2 "Sign-up finalization"; decision 080): one file per screen, so a
// screen's bundle holds its own words only (issue 23).
export const codeSent = "Ti abbiamo inviato un codice via SMS.";
export const codeAlreadySent =
  "Ti abbiamo già inviato un codice da poco: usa quello, oppure richiedine uno nuovo quando il tempo di attesa è finito.";
/** OTPRequestRemaining after a send (spec §7), in correct Italian. */
export const requestsLeft = (count: number) =>
  count <= 0
    ? "Era l'ultimo codice che puoi richiedere per ora."
    : count === 1
      ? "Puoi richiedere ancora 1 nuovo codice."
      : `Puoi richiedere ancora ${count} nuovi codici.`;
