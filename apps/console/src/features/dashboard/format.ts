import { formatAmountWithCode, minorDigits as decimalsOf } from '../../shared/money.ts';

/** Minor units as a plain amount with its code: "1,234.56 USD" (¥ alone would not tell RMB from JPY). */
export const formatMoney = (minor: number, currency: string): string =>
  formatAmountWithCode(minor, currency);

/** Major units for a chart axis. */
export const toMajor = (minor: number, currency: string) => minor / 10 ** decimalsOf(currency);

export const formatCount = (n: number) => new Intl.NumberFormat('en').format(n);

export function formatPercent(ratio: number | null): string {
  if (ratio === null) return '—';
  return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1_000) return `${ms} ms`;
  if (ms < 120_000) return `${(ms / 1_000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** Today and 29 days before, as UTC dates: the server's default range. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
