import { useEffect, useState } from 'react';
import { secondsLeft, showsCountdown } from './countdown.ts';

/**
 * Seconds left of the link, ticking each second from the server's valid_time (measured from when
 * the answer arrived, so a slow tab catches up instead of drifting). Without a countdown (valid
 * for a day or more) the value stays put.
 */
export function useCountdown(validTime: number | undefined, receivedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const ticking = validTime !== undefined && showsCountdown(validTime);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking, receivedAt]);
  if (validTime === undefined) return null;
  if (!ticking) return validTime;
  return secondsLeft(validTime, receivedAt, now);
}
