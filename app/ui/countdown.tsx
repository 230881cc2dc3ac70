import { useEffect, useState } from "react";
import { formatCountdown } from "../copy/it";

/**
 * Seconds left until `until`, ticking every second once JavaScript runs (spec §4: 1000 ms).
 * The server's first value is used until hydration so both renders agree.
 */
export function useSecondsLeft(until: number, serverSecondsLeft: number): number {
  const [secondsLeft, setSecondsLeft] = useState(serverSecondsLeft);
  useEffect(() => {
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
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
