// SPEC §4, §9: the countdown shows only while 0 < valid_time < 86400 s, in minutes and seconds.
export const COUNTDOWN_LIMIT_S = 86_400;

export function showsCountdown(validTime: number): boolean {
  return validTime > 0 && validTime < COUNTDOWN_LIMIT_S;
}

/** 1799 -> '29:59'; minutes are not folded into hours (the page lasts less than a day). */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(left / 60);
  return `${String(minutes).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** Seconds left at `now`, counted from when the server's answer arrived. */
export function secondsLeft(validTime: number, receivedAt: number, now: number): number {
  const elapsed = Math.max(0, Math.floor((now - receivedAt) / 1000));
  return Math.max(0, validTime - elapsed);
}
