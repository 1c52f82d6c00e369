import { createHash } from 'node:crypto';

// A gift-card code is a bearer secret printed on a retail card: only its SHA-256 is stored (with
// enough entropy in a real code, a fast hash is enough — unlike a short card password) and the
// last four characters for support. Case, spaces and dashes are how it is printed, not the code.
// Here, below every module, because the production start's demo-data check (db/) looks codes up
// by hash as the gift-cards module stores them (ADR 0042).

export function normalizeGiftCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function hashGiftCode(normalized: string): string {
  return createHash('sha256').update(`gift-card\u0000${normalized}`).digest('hex');
}
