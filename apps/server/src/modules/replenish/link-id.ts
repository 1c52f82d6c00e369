import { createHash, randomBytes } from 'node:crypto';

/** A fresh replenish_id: 32 random bytes, base64url (43 characters). Shown once, never stored. */
export function newReplenishId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps of a replenish_id: a leaked table row cannot be turned into a link. */
export function hashReplenishId(replenishId: string): string {
  return createHash('sha256').update(replenishId.trim()).digest('hex');
}
