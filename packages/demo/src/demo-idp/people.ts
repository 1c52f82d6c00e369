import { createHash } from 'node:crypto';
import type { LoginMethod } from '@topup/contracts/auth';

/** The identities the pick page offers; any other name can be typed in. */
export const demoPeople = ['Alice Demo', 'Bob Demo', 'Chen Demo'] as const;

/** 1-64 printable characters, trimmed; anything else is not a name the page accepts. */
export function cleanName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= 64 && !/[\p{C}<>]/u.test(name) ? name : null;
}

const digest = (method: LoginMethod, name: string) =>
  createHash('sha256').update(`${method}:${name.toLowerCase()}`).digest();

/**
 * A stable subject per provider and name, the way real providers keep one per person: OIDC
 * providers use opaque strings, Facebook, VK and X numeric ids.
 */
export function subjectOf(method: LoginMethod, name: string): string {
  const d = digest(method, name);
  if (method === 'google' || method === 'apple' || method === 'huawei') {
    return d.subarray(0, 12).toString('hex');
  }
  return (d.readBigUInt64BE(0) % 10n ** 15n).toString();
}
