import { formatAmountWithCode, minorDigits as decimalsOf } from '../../shared/money.ts';
import { dateIn } from './zone.ts';
import { operatorLocale } from '../../shared/operator-locale.ts';

/** Minor units as a plain amount with its code: "1,234.56 USD" (¥ alone would not tell RMB from JPY). */
export const formatMoney = (minor: number, currency: string): string =>
  formatAmountWithCode(minor, currency);

/** Major units for a chart axis. */
export const toMajor = (minor: number, currency: string) => minor / 10 ** decimalsOf(currency);

/**
 * chart.js options for the operator's language: its numbers in the operator's locale (chart.js
 * `locale`), legend and tooltips right to left in Arabic.
 */
export function chartLanguage() {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return { locale: operatorLocale(), plugins: { legend: { rtl }, tooltip: { rtl } } };
}

export const formatCount = (n: number) => new Intl.NumberFormat(operatorLocale()).format(n);

export function formatPercent(ratio: number | null): string {
  if (ratio === null) return '—';
  return new Intl.NumberFormat(operatorLocale(), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(ratio);
}

export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  // SI symbols read the same in every language; the number takes the operator's separators.
  const tenths = (n: number) =>
    new Intl.NumberFormat(operatorLocale(), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(n);
  if (ms < 1_000) return `${formatCount(ms)} ms`;
  if (ms < 120_000) return `${tenths(ms / 1_000)} s`;
  return `${tenths(ms / 60_000)} min`;
}

/** Today in the zone and 29 days before: the server's default range. */
export function defaultRange(now = new Date(), zone = 'UTC'): { from: string; to: string } {
  const to = dateIn(now, zone);
  // Calendar days: step on the date alone, whatever the zone's clock changes.
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString();
  return { from: from.slice(0, 10), to };
}
