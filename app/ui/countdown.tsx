import { useEffect, useState } from "react";
import { formatCountdown } from "../copy/it";

/**
 * Seconds left of a lock, ticking every second once JavaScript runs (spec §4: 1000 ms). The count
 * starts from the seconds the server rendered, never from its instant `until` read against the
 * browser's clock: a computer whose clock is off, or a Test server whose clock a test moved (decision
 * 152), would otherwise show a wrong wait. `until` only names the lock, so a new lock starts afresh.
 */
export function useSecondsLeft(until: number, serverSecondsLeft: number): number {
  const [secondsLeft, setSecondsLeft] = useState(serverSecondsLeft);
  useEffect(() => {
    const deadline = Date.now() + serverSecondsLeft * 1000;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
    // The server's seconds of the same lock shrink with every render; only a new lock restarts the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return secondsLeft;
}

export function Countdown({ secondsLeft, label }: { secondsLeft: number; label: string }) {
  return (
    <p className="countdown">
      {label}{" "}
      <time className="countdown__value" dateTime={`PT${Math.max(0, secondsLeft)}S`}>
        {formatCountdown(secondsLeft)}
      </time>
    </p>
  );
}
