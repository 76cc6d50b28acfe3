import { useEffect, useState } from 'react';

/** The time, again every second while `isTicking` (a countdown, a call's timer). */
export function useNow(isTicking = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}
