import { randomInt } from 'node:crypto';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * `TP` + yyMMdd (UTC) + 10 random digits: readable over the phone to support, sortable by day,
 * and with 10^10 numbers a day a collision is rare enough that a retry on conflict covers it.
 */
export function newBillingNo(at: Date): string {
  const day =
    pad(at.getUTCFullYear() % 100, 2) + pad(at.getUTCMonth() + 1, 2) + pad(at.getUTCDate(), 2);
  return `TP${day}${pad(randomInt(0, 10_000_000_000), 10)}`;
}
