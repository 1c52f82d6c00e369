import type { IconName } from '../../shared/ui/icon.tsx';
import type { TFunction } from 'i18next';
import type { Activity } from '@topup/contracts/activity';
import { formatMinor } from '../../shared/format/money.ts';

// Server-supplied event texts are maps of locale to text; React renders them as text, never HTML.

/** The text in the UI language (zh-tw before zh), else English, else the first entry. */
export function pickText(map: Record<string, string>, lang: string): string {
  const lower = Object.fromEntries(
    Object.entries(map)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k.toLowerCase(), v]),
  );
  const wanted = lang.toLowerCase();
  return (
    lower[wanted] ?? lower[wanted.split('-')[0]!] ?? lower['en'] ?? Object.values(lower)[0] ?? ''
  );
}

/** Days, hours and minutes until the end: '3d 4h', '5h 20m', '12m'; at least one minute. */
export function timeLeft(t: TFunction, seconds: number): string {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return t('activity.leftDays', { days, hours });
  if (hours > 0) return t('activity.leftHours', { hours, minutes: mins });
  return t('activity.leftMinutes', { minutes: mins });
}

/** What a tier asks for: an amount paid in total, or a number of days in a row. */
export function tierGoal(
  t: TFunction,
  a: Pick<Activity, 'type' | 'currency'>,
  threshold: number,
): string {
  return a.type === 'cumulative'
    ? t('activity.goalAmount', { amount: formatMinor(threshold, a.currency) })
    : t('activity.goalDays', { count: threshold });
}

/** How far the character got, in the same unit. */
export function progressText(t: TFunction, a: Activity): string {
  return a.type === 'cumulative'
    ? t('activity.paidSoFar', { amount: formatMinor(a.progress, a.currency) })
    : t('activity.streakSoFar', { count: a.progress });
}

/**
 * Percent towards the next tier not reached yet (100 once all are): the bar of SPEC §2's
 * accumulation tabs.
 */
export function progressPercent(a: Activity): number {
  const next = a.tiers.find((tier) => tier.threshold > a.progress);
  if (!next) return 100;
  return Math.min(100, Math.floor((a.progress / next.threshold) * 100));
}

// The reward keys the catalog uses, drawn as icons (never emoji: many devices and Debian's
// Chromium have no colour emoji font).
const icons: Record<string, IconName> = {
  diamond: 'diamond',
  chest: 'chest',
  ticket: 'ticket',
  crown: 'crown',
};

/** A reward's picture: a known icon key, else a star. */
export const rewardIcon = (key: string): IconName => icons[key] ?? 'star';

/** 'YYYY-MM-DD' of an instant in a time zone (the brand's days, as the server counts them). */
export function dayIn(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}
