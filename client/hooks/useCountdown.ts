import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since the epoch), ticking each second; 0 once it passed. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    };
    // At once for a new moment, then each second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
