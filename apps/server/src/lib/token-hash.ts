import { createHash } from 'node:crypto';

/**
 * Only this is stored, so a leaked table does not hand out sessions. In lib/ because the auth
 * plugin (kernel) looks sessions up by it and the accounts module issues them with it.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
