import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's render and in hydration, which must match it; true once the component has
 * hydrated, for what only JavaScript can offer. The switch is a transition: React renders it in slices,
 * between which a phone answers a tap, not as one long task right after hydration (issue 46).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  return enhanced;
}
