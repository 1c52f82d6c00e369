/**
 * Seconds left as days and a fixed-width "hh:mm:ss" (the digits keep their place while it ticks,
 * so the card never changes size).
 */
export function timeLeft(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const rest = s % 86_400;
  return {
    days,
    clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}
