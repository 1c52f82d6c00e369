import { createHash } from 'node:crypto';
import { randomTypedSecret } from '../../lib/typed-secret.ts';

// A gift-card code is a bearer secret printed on a retail card: only its SHA-256 is stored (with
// enough entropy in a real code, a fast hash is enough — unlike a short card password) and the
// last four characters for support. Case, spaces and dashes are how it is printed, not the code.

export function normalizeGiftCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function hashGiftCode(normalized: string): string {
  return createHash('sha256').update(`gift-card\u0000${normalized}`).digest('hex');
}

export function last4(normalized: string): string {
  return normalized.slice(-4);
}

/** A new code: 20 typed-secret symbols, about 99 bits, enough for a fast hash at rest. */
export const newGiftCode = (): string => randomTypedSecret(20);

/** As printed: groups of four (normalizeGiftCode drops the dashes again). */
export const printedGiftCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');
